export { OpenAIProvider, DEFAULT_RESPONSES_MODELS } from './openai-provider.js';
export type { ModelApi, OpenAIProviderOptions } from './openai-provider.js';
export { AZURE_OPENAI_SCOPE, isAzureV1, proxyFromEnv } from './endpoint.js';
export type { AzureEndpoint, ProxySettings } from './endpoint.js';
export { OPENAI_PRICES, OPENAI_PRICES_AS_OF } from './prices.js';
export { chatCompletionsBody, fromChatCompletion } from './chat-completions.js';
export { responsesBody, responsesInput, fromResponse } from './responses-api.js';
export { toProviderError } from './errors.js';
