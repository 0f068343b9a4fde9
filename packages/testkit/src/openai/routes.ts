// The URL shapes the fake answers: OpenAI's `/v1/…`, Azure OpenAI's classic deployment URLs with
// `api-version`, and Azure's `/openai/v1/…`. Each names the API description it is validated against.
import { OpenApiValidator } from '../openapi-validator.js';
import { readSpec } from '../specs.js';

export type FakeApi = 'chat' | 'responses';
export type Flavour = 'openai' | 'azure' | 'azure-v1';

export interface FakeRoute {
  api: FakeApi;
  flavour: Flavour;
  /** The deployment in a classic Azure URL. */
  deployment?: string;
  apiVersion?: string;
  /** The description and operation the request and response are validated against. */
  validator: OpenApiValidator;
  operation: string;
}

/** What the fake accepts as an Azure OpenAI resource. */
export interface FakeAzureResource {
  deployments: readonly string[];
  /** Key auth: the `api-key` header (or, on the v1 URL, a bearer token equal to it). */
  apiKey?: string;
  /** Entra ID: whether a bearer token is valid now. */
  acceptsToken?: (token: string) => boolean;
  /** Dated api-versions the resource serves (default: 2024-10-21 and two previews). */
  apiVersions?: readonly string[];
}

export const DEFAULT_AZURE_API_VERSIONS = [
  '2024-10-21',
  '2025-03-01-preview',
  '2025-04-01-preview',
];

let openAiValidator: OpenApiValidator | undefined;
let azureValidator: OpenApiValidator | undefined;

export function openAiSpec(): OpenApiValidator {
  openAiValidator ??= new OpenApiValidator(readSpec('openai/openapi.yaml'), 'openai');
  return openAiValidator;
}

function azureSpec(): OpenApiValidator {
  azureValidator ??= new OpenApiValidator(
    readSpec('azure-openai/inference-2024-10-21.json'),
    'azure-openai',
  );
  return azureValidator;
}

const OPENAI_OPERATIONS: Record<FakeApi, string> = {
  chat: '/chat/completions',
  responses: '/responses',
};

/** The route of a POST, or undefined for a URL the fake does not serve. */
export function routeOf(url: URL): FakeRoute | undefined {
  const path = url.pathname.replace(/\/+$/, '');
  const apiVersion = url.searchParams.get('api-version') ?? undefined;
  const plain = /^(\/v1|\/openai\/v1|\/openai)\/(chat\/completions|responses)$/.exec(path);
  if (plain) {
    const api: FakeApi = plain[2] === 'responses' ? 'responses' : 'chat';
    const flavour: Flavour =
      plain[1] === '/v1' ? 'openai' : plain[1] === '/openai/v1' ? 'azure-v1' : 'azure';
    // Classic Azure serves chat only under a deployment; the Responses API is resource-wide.
    if (flavour === 'azure' && api === 'chat') return undefined;
    return {
      api,
      flavour,
      ...(apiVersion === undefined ? {} : { apiVersion }),
      validator: openAiSpec(),
      operation: OPENAI_OPERATIONS[api],
    };
  }
  const deployment = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/.exec(path);
  if (deployment?.[1] === undefined) return undefined;
  return {
    api: 'chat',
    flavour: 'azure',
    deployment: decodeURIComponent(deployment[1]),
    ...(apiVersion === undefined ? {} : { apiVersion }),
    validator: azureSpec(),
    operation: '/deployments/{deployment-id}/chat/completions',
  };
}

export type AuthOutcome =
  { ok: true } | { ok: false; status: number; message: string; code: string | null };

function bearer(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = String(headers.authorization ?? '');
  return value.startsWith('Bearer ') ? value.slice(7) : undefined;
}

/** Whether a request is signed in as the flavour requires. */
export function checkAuth(
  route: FakeRoute,
  headers: Record<string, string | string[] | undefined>,
  azure: FakeAzureResource | undefined,
): AuthOutcome {
  const token = bearer(headers);
  if (route.flavour === 'openai') {
    return token === undefined
      ? { ok: false, status: 401, message: "You didn't provide an API key.", code: null }
      : { ok: true };
  }
  const key = headers['api-key'];
  const keyOk =
    azure?.apiKey !== undefined &&
    (key === azure.apiKey || (route.flavour === 'azure-v1' && token === azure.apiKey));
  const tokenOk = token !== undefined && (azure?.acceptsToken?.(token) ?? false);
  if (keyOk || tokenOk) return { ok: true };
  return {
    ok: false,
    status: 401,
    message:
      key === undefined && token === undefined
        ? 'Access denied due to missing subscription key or bearer token.'
        : 'Access denied due to invalid subscription key or expired bearer token.',
    code: '401',
  };
}

/** Azure's answer to an unknown deployment or api-version, or undefined when both are fine. */
export function checkAzureTarget(
  route: FakeRoute,
  model: unknown,
  azure: FakeAzureResource | undefined,
): { status: number; message: string; code: string } | undefined {
  if (route.flavour === 'openai') return undefined;
  if (route.flavour === 'azure') {
    const versions = azure?.apiVersions ?? DEFAULT_AZURE_API_VERSIONS;
    if (route.apiVersion === undefined || !versions.includes(route.apiVersion)) {
      return {
        status: 400,
        code: 'BadRequest',
        message: `API version not supported: ${route.apiVersion ?? '(missing)'}.`,
      };
    }
  }
  const deployment = route.deployment ?? (typeof model === 'string' ? model : undefined);
  if (deployment === undefined || !(azure?.deployments ?? []).includes(deployment)) {
    return {
      status: 404,
      code: 'DeploymentNotFound',
      message:
        'The API deployment for this resource does not exist. If you created the deployment within the last 5 minutes, please wait a moment and try again.',
    };
  }
  return undefined;
}
