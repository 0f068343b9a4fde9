import { ConfigError } from './config-error.js';
import type { Settings } from './settings.js';

/** Settings that only make sense together: an Azure endpoint needs its deployment, and excludes a base URL. */
export function checkModelEndpoint(settings: Settings): void {
  const { azure, baseUrl } = settings.model;
  if (azure.endpoint === undefined) {
    const stray =
      azure.deployment !== undefined
        ? 'AZURE_OPENAI_DEPLOYMENT'
        : azure.apiKey !== undefined
          ? 'AZURE_OPENAI_API_KEY'
          : undefined;
    if (stray)
      throw new ConfigError(
        stray,
        `${stray} is set but AZURE_OPENAI_ENDPOINT is not: set the endpoint (https://<resource>.openai.azure.com).`,
      );
    return;
  }
  if (azure.deployment === undefined)
    throw new ConfigError(
      'AZURE_OPENAI_DEPLOYMENT',
      'AZURE_OPENAI_DEPLOYMENT is required with AZURE_OPENAI_ENDPOINT: the name of the model deployment to call.',
    );
  if (baseUrl !== undefined)
    throw new ConfigError(
      'OPENAI_BASE_URL',
      'OPENAI_BASE_URL and AZURE_OPENAI_ENDPOINT both name a model endpoint: set only one.',
    );
}
