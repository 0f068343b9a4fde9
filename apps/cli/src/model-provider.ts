// The model side of a review, from settings: which endpoint, how it signs in, prices, budgets.
import { priceOf, ProviderError, SharedBudget, type PriceTable } from '@codehawk/agent';
import type { LoadedSettings, Settings } from '@codehawk/config';
import type { AzureEndpoint, OpenAIProvider } from '@codehawk/provider-openai';
import { OPENAI_PRICES } from '@codehawk/provider-openai/prices';
import { UsageError } from './exit-codes.js';

export interface ModelWiring {
  provider: OpenAIProvider;
  /** The model as the run names it: prices and the API choice follow it. */
  model: string;
  /** Shared by every batch: MAX_COST_USD and MODEL_TOTAL_TIMEOUT_SECONDS, and the run's cost. */
  budget: SharedBudget;
  prices: PriceTable;
  /** Values to mask wherever the run reports anything. */
  secrets: (string | undefined)[];
  azure: boolean;
}

type ModelSettings = Settings['model'];

function azureEndpoint(model: ModelSettings): AzureEndpoint | undefined {
  const { endpoint, deployment, apiVersion, apiKey } = model.azure;
  if (endpoint === undefined || deployment === undefined) return undefined;
  return {
    endpoint,
    deployment,
    ...(apiVersion === undefined ? {} : { apiVersion }),
    ...(apiKey === undefined ? {} : { apiKey }),
  };
}

/**
 * The provider and budgets a review uses, or undefined when no model is configured (offline).
 * `modelNamed`: whether MODEL was set; on Azure the deployment names the model otherwise.
 */
export async function modelWiring(
  model: ModelSettings,
  env: Readonly<Record<string, string | undefined>>,
  modelNamed: boolean,
  now = Date.now(),
): Promise<ModelWiring | undefined> {
  const azure = azureEndpoint(model);
  if (azure === undefined && model.apiKey === undefined && model.baseUrl === undefined)
    return undefined;
  const name = azure && !modelNamed ? azure.deployment : model.name;
  const prices: PriceTable = { ...OPENAI_PRICES, ...model.prices };
  // On Azure the server reports the model behind the deployment, which prices the turn.
  if (model.maxCostUsd !== undefined && azure === undefined && priceOf(prices, name) === undefined)
    throw new UsageError(
      `MAX_COST_USD needs a price for model "${name}": add it to MODEL_PRICES, e.g. {"${name}": {"input": 1.25, "output": 10}} (US dollars per million tokens).`,
    );
  // The OpenAI client (with undici, ~1.5 MB of JavaScript) loads only for a review with a model.
  const { OpenAIProvider, proxyFromEnv } = await import('@codehawk/provider-openai');
  const proxy = proxyFromEnv(env);
  const provider = new OpenAIProvider({
    ...(azure
      ? { azure }
      : {
          ...(model.apiKey === undefined ? {} : { apiKey: model.apiKey }),
          ...(model.baseUrl === undefined ? {} : { baseURL: model.baseUrl }),
        }),
    api: model.api,
    store: model.store,
    timeoutMs: model.requestTimeoutSeconds * 1000,
    ...(proxy ? { proxy } : {}),
  });
  const budget = new SharedBudget({
    ...(model.maxCostUsd === undefined ? {} : { maxCostUsd: model.maxCostUsd }),
    ...(model.totalTimeoutSeconds === undefined
      ? {}
      : { deadlineAt: now + model.totalTimeoutSeconds * 1000 }),
  });
  return {
    provider,
    model: name,
    budget,
    prices,
    secrets: [model.apiKey, model.azure.apiKey],
    azure: azure !== undefined,
  };
}

/** The setting behind a spent budget, to name in the message. */
export function budgetSetting(reason: string): string {
  if (reason.startsWith('Cost')) return 'MAX_COST_USD';
  if (reason.startsWith('Time')) return 'MODEL_TOTAL_TIMEOUT_SECONDS';
  return 'budget';
}

/** Which setting a failed first request points at, and what to do about it. */
function endpointProblem(error: ProviderError): string | undefined {
  const said = error.message;
  if (error.kind === 'connection' || error.kind === 'timeout')
    return `AZURE_OPENAI_ENDPOINT: the endpoint could not be reached (${said}). Check the resource URL (https://<resource>.openai.azure.com).`;
  if (error.status === 404 && /deployment/i.test(said))
    return `AZURE_OPENAI_DEPLOYMENT: Azure OpenAI has no such deployment (${said}). Use the deployment name shown in the Azure AI Foundry portal.`;
  if (error.status === 404)
    return `AZURE_OPENAI_ENDPOINT: Azure OpenAI answered 404 (${said}). Check the endpoint, and OPENAI_API_VERSION if set.`;
  if (error.status === 400 && /api[- ]?version/i.test(said))
    return `OPENAI_API_VERSION: Azure OpenAI does not serve this api-version (${said}). Leave it unset for the v1 API, or use a current dated version such as 2024-10-21.`;
  if (error.kind === 'auth')
    return `AZURE_OPENAI_API_KEY: Azure OpenAI refused the credentials (${said}). Check the key, or — without a key — that the Entra ID identity has the "Cognitive Services OpenAI User" role.`;
  return undefined;
}

/**
 * One tiny request before any review work, so a wrong deployment, api-version, endpoint or
 * credential fails at once (exit 2) with the setting to fix. Transient failures pass: the review's
 * own retries handle them.
 */
export async function checkAzureEndpoint(wiring: ModelWiring): Promise<void> {
  try {
    await wiring.provider.generate({
      model: wiring.model,
      messages: [{ role: 'user', content: 'Reply with OK.' }],
      tools: [],
      maxOutputTokens: 16,
    });
  } catch (error) {
    if (!(error instanceof ProviderError) || error.transient) return;
    const problem = endpointProblem(error);
    if (problem) throw new UsageError(problem);
  }
}

/**
 * The model a review uses and the settings as the run sees them (on Azure without MODEL, the
 * deployment names the model). An Azure endpoint is checked first unless `checkEndpoint` is false.
 */
export async function wireModel(
  loaded: LoadedSettings,
  env: Readonly<Record<string, string | undefined>>,
  options: { checkEndpoint: boolean },
): Promise<{ model: ModelWiring | undefined; settings: Settings }> {
  const model = await modelWiring(
    loaded.settings.model,
    env,
    loaded.sources['model.name'] !== undefined,
  );
  if (model?.azure && options.checkEndpoint) await checkAzureEndpoint(model);
  const settings = model
    ? { ...loaded.settings, model: { ...loaded.settings.model, name: model.model } }
    : loaded.settings;
  return { model, settings };
}
