// Which server the provider talks to and how it signs in: OpenAI (or any OpenAI-compatible server),
// or Azure OpenAI by key or Microsoft Entra ID, through the classic `api-version` URLs or the v1 URL.
import type { TokenCredential } from '@azure/identity';
import OpenAI, { AzureOpenAI, type ClientOptions } from 'openai';

/** The scope Azure OpenAI accepts Entra ID tokens for. */
export const AZURE_OPENAI_SCOPE = 'https://cognitiveservices.azure.com/.default';

export interface AzureEndpoint {
  /** `https://<resource>.openai.azure.com` (a trailing `/`, `/openai` or `/openai/v1` is accepted). */
  endpoint: string;
  /** The deployment name; it is the model sent on the wire. */
  deployment: string;
  /**
   * A dated version (`2024-10-21`, `2025-04-01-preview`) uses the classic
   * `/openai/deployments/{deployment}/…?api-version=` URLs; unset or `v1` uses `/openai/v1`.
   */
  apiVersion?: string;
  /** Key auth. Without it, Microsoft Entra ID is used. */
  apiKey?: string;
  /**
   * The Entra ID credential (default: `DefaultAzureCredential` — environment, workload identity,
   * managed identity, Azure CLI). Tokens are cached and refreshed before they expire.
   */
  credential?: TokenCredential;
}

/** Proxy settings in the usual variables' meaning (`HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY`). */
export interface ProxySettings {
  httpsProxy?: string;
  httpProxy?: string;
  noProxy?: string;
}

/** The proxy settings an environment asks for, or undefined when it names no proxy. */
export function proxyFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): ProxySettings | undefined {
  const pick = (name: string): string | undefined =>
    env[name] || env[name.toLowerCase()] || undefined;
  const httpsProxy = pick('HTTPS_PROXY');
  const httpProxy = pick('HTTP_PROXY');
  if (httpsProxy === undefined && httpProxy === undefined) return undefined;
  const noProxy = pick('NO_PROXY');
  return {
    ...(httpsProxy === undefined ? {} : { httpsProxy }),
    ...(httpProxy === undefined ? {} : { httpProxy }),
    ...(noProxy === undefined ? {} : { noProxy }),
  };
}

/** Whether an Azure api-version selects the v1 URL. */
export function isAzureV1(apiVersion: string | undefined): boolean {
  return apiVersion === undefined || apiVersion === '' || /^(v1|latest|preview)$/i.test(apiVersion);
}

/** The resource root: `https://x.openai.azure.com/openai/v1/` → `https://x.openai.azure.com`. */
function resourceRoot(endpoint: string): string {
  return endpoint.replace(/\/+$/, '').replace(/\/openai(\/v1)?$/i, '');
}

/** A bearer-token function for Entra ID; `@azure/identity` is loaded only when it is used. */
function entraTokenProvider(credential: TokenCredential | undefined): () => Promise<string> {
  let provider: Promise<() => Promise<string>> | undefined;
  return async () => {
    provider ??= import('@azure/identity').then((identity) =>
      identity.getBearerTokenProvider(
        credential ?? new identity.DefaultAzureCredential(),
        AZURE_OPENAI_SCOPE,
      ),
    );
    return (await provider)();
  };
}

/** What every client of ours shares: timeout, retries (off), transport and headers. */
export type CommonClientOptions = Pick<
  ClientOptions,
  'defaultHeaders' | 'fetch' | 'fetchOptions' | 'maxRetries' | 'timeout'
>;

/** The SDK client for an Azure OpenAI endpoint. */
export function azureClient(azure: AzureEndpoint, common: CommonClientOptions): OpenAI {
  const root = resourceRoot(azure.endpoint);
  const tokenProvider =
    azure.apiKey === undefined ? entraTokenProvider(azure.credential) : undefined;
  if (isAzureV1(azure.apiVersion)) {
    // The v1 API takes the key or an Entra token as a bearer token, like OpenAI's own API.
    return new OpenAI({
      ...common,
      baseURL: `${root}/openai/v1`,
      apiKey: azure.apiKey ?? tokenProvider,
    });
  }
  return new AzureOpenAI({
    ...common,
    // The base URL is given rather than `endpoint`, so OPENAI_BASE_URL in the process
    // environment cannot conflict with it.
    baseURL: `${root}/openai`,
    apiVersion: azure.apiVersion,
    deployment: azure.deployment,
    ...(azure.apiKey === undefined
      ? { azureADTokenProvider: tokenProvider }
      : { apiKey: azure.apiKey }),
  });
}
