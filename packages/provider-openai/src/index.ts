export { OpenAIProvider, DEFAULT_RESPONSES_MODELS } from './openai-provider.js';
export type { OpenAIProviderOptions } from './openai-provider.js';
export { chatCompletionsBody, fromChatCompletion } from './chat-completions.js';
export { responsesBody, responsesInput, fromResponse } from './responses-api.js';
export { toProviderError } from './errors.js';
