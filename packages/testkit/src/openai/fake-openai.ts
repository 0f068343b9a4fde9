import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalServer, readBody } from '../local-server.js';
import {
  checkChatMessages,
  checkResponsesInput,
  type StoredResponse,
} from './conversation-rules.js';
import {
  checkAuth,
  checkAzureTarget,
  openAiSpec,
  routeOf,
  type FakeApi,
  type FakeAzureResource,
  type FakeRoute,
  type Flavour,
} from './routes.js';
import {
  chatCompletion,
  errorBody,
  newId,
  responseObject,
  type FakeReply,
  type ResponseItem,
} from './wire.js';

export type { FakeApi, FakeAzureResource, Flavour };

/** A failure the fake can inject instead of answering. */
export type FakeFault =
  | { fault: 'rate_limit'; retryAfterMs?: number; retryAfterSeconds?: number }
  | { fault: 'server_error'; status?: 500 | 502 | 503 }
  | { fault: 'unauthorized' }
  | { fault: 'slow_headers'; delayMs: number; then?: FakeReply }
  | { fault: 'reset' };

export interface RecordedRequest {
  api: FakeApi;
  /** Which URL shape it came in on, and its path and query. */
  flavour: Flavour;
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** For the Responses API: the whole conversation the request stands for (chain included). */
  conversation?: ResponseItem[];
}

export type FakeStep =
  FakeReply | FakeFault | ((request: RecordedRequest, index: number) => FakeReply | FakeFault);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isFault(step: FakeReply | FakeFault): step is FakeFault {
  return 'fault' in step;
}

/** An answer refusing a request; `violation` when the client broke the API description. */
interface Refusal {
  status: number;
  body: Record<string, unknown>;
  violation?: string;
}

/** The API's 400 for a request it cannot take, recorded as a violation. */
function rejection(message: string, status = 400): Refusal {
  return { status, body: errorBody(message, 'invalid_request_error', null), violation: message };
}

/**
 * An OpenAI-compatible server on 127.0.0.1 answering `/v1/chat/completions` and `/v1/responses`
 * from a script — and, given an Azure resource, Azure OpenAI's classic deployment URLs
 * (`/openai/deployments/{d}/chat/completions?api-version=…`, `/openai/responses?api-version=…`)
 * and its v1 URLs (`/openai/v1/…`), with key or Entra ID auth. Every request and every response
 * is validated against the official description of its URL (OpenAI's, or Azure OpenAI's
 * 2024-10-21 inference description); conversation rules the real API enforces are enforced too,
 * including that nothing sent with `store: false` can be chained on and that encrypted reasoning
 * comes back only to the server that issued it. Anything invalid is answered with a 400 like the
 * real API and recorded in `violations`.
 */
export class FakeOpenAI {
  readonly requests: RecordedRequest[] = [];
  /** Invalid requests we received and invalid responses we would have sent. A passing test expects none. */
  readonly violations: string[] = [];
  private readonly steps: FakeStep[] = [];
  private readonly store = new Map<string, StoredResponse>();
  /** Encrypted reasoning this server issued: only these may be sent back to it. */
  private readonly issuedReasoning = new Set<string>();
  private server: LocalServer | undefined;
  private origin = '';

  private constructor(
    private readonly fallback: FakeStep | undefined,
    private readonly azure: FakeAzureResource | undefined,
  ) {}

  /**
   * Starts a server on a random port. `fallback` answers when the script is empty; `azure` makes
   * it an Azure OpenAI resource too.
   */
  static async start(
    options: { script?: FakeStep[]; fallback?: FakeStep; azure?: FakeAzureResource } = {},
  ): Promise<FakeOpenAI> {
    const fake = new FakeOpenAI(options.fallback, options.azure);
    fake.script(...(options.script ?? []));
    openAiSpec();
    fake.server = await LocalServer.start(
      (request, response) => fake.handle(request, response),
      (error) => fake.violations.push(`fake server error: ${String(error)}`),
    );
    fake.origin = fake.server.origin;
    return fake;
  }

  /** The base URL to give an OpenAI client, ending in `/v1`. */
  get baseURL(): string {
    return `${this.origin}/v1`;
  }

  /** The server's origin: an Azure OpenAI endpoint (`https://<resource>.openai.azure.com`). */
  get endpoint(): string {
    return this.origin;
  }

  /** Appends steps to the script. */
  script(...steps: FakeStep[]): this {
    this.steps.push(...steps);
    return this;
  }

  /** Steps not consumed yet. */
  get remaining(): number {
    return this.steps.length;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const route = request.method === 'POST' ? routeOf(url) : undefined;
    if (route === undefined) {
      this.send(
        response,
        404,
        errorBody(
          `Unknown request URL: ${request.method} ${request.url}.`,
          'invalid_request_error',
          'unknown_url',
        ),
      );
      return;
    }
    const raw = await readBody(request);
    const admitted = this.admit(route, request, raw);
    if ('refused' in admitted) return this.refuse(response, admitted.refused);
    const { body } = admitted;
    const recorded: RecordedRequest = {
      api: route.api,
      flavour: route.flavour,
      url: `${url.pathname}${url.search}`,
      body,
      headers: request.headers,
    };
    const conversation = this.conversationProblem(recorded);
    if (conversation) return this.refuse(response, conversation);
    const index = this.requests.length;
    this.requests.push(recorded);
    const step = this.steps.shift() ?? this.fallback;
    if (step === undefined) {
      this.violations.push(`request ${index + 1} (${route.api}) arrived with the script empty`);
      this.send(
        response,
        500,
        errorBody('The fake has no scripted answer for this request.', 'server_error', null),
      );
      return;
    }
    const outcome = typeof step === 'function' ? step(recorded, index) : step;
    if (isFault(outcome)) {
      await this.fail(outcome, response, route, body, raw.length, recorded);
      return;
    }
    this.answer(response, route, outcome, body, raw.length, recorded);
  }

  /** The request's body when its credentials, JSON, deployment and schema are what the API takes. */
  private admit(
    route: FakeRoute,
    request: IncomingMessage,
    raw: string,
  ): { body: Record<string, unknown> } | { refused: Refusal } {
    const auth = checkAuth(route, request.headers, this.azure);
    if (!auth.ok)
      return {
        refused: {
          status: auth.status,
          body: errorBody(auth.message, 'invalid_request_error', auth.code),
        },
      };
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return { refused: rejection('We could not parse the JSON body of your request.') };
    }
    const target = checkAzureTarget(route, body.model, this.azure);
    if (target)
      return {
        refused: {
          status: target.status,
          body: errorBody(target.message, 'invalid_request_error', target.code),
        },
      };
    const operation = route.validator.operation(route.operation, 'post');
    const problems = operation.request ? route.validator.validate(operation.request, body) : [];
    if (problems.length > 0)
      return {
        refused: rejection(
          `Request does not match the OpenAPI description: ${problems.slice(0, 5).join('; ')}`,
        ),
      };
    return { body };
  }

  /** What the API would refuse in the messages or input items; Responses input is recorded. */
  private conversationProblem(recorded: RecordedRequest): Refusal | undefined {
    const { body } = recorded;
    if (recorded.api === 'chat') {
      const problem = checkChatMessages(body.messages);
      return problem ? rejection(problem) : undefined;
    }
    const foreign = this.foreignReasoning(body.input);
    if (foreign) return rejection(foreign);
    const checked = checkResponsesInput(body, this.store);
    if ('error' in checked) return rejection(checked.error, checked.status);
    recorded.conversation = checked.items;
    return undefined;
  }

  /** Answers a refused request; a rejection is also a violation of the description. */
  private refuse(response: ServerResponse, refusal: Refusal): void {
    if (refusal.violation !== undefined) this.violations.push(refusal.violation);
    this.send(response, refusal.status, refusal.body);
  }

  /** The real API cannot decrypt another organisation's (or vendor's) reasoning: it rejects it. */
  private foreignReasoning(input: unknown): string | undefined {
    if (!Array.isArray(input)) return undefined;
    for (const item of input) {
      if (!isObject(item) || item.type !== 'reasoning') continue;
      const content = item.encrypted_content;
      if (typeof content !== 'string' || !this.issuedReasoning.has(content))
        return 'The encrypted content for item could not be verified.';
    }
    return undefined;
  }

  private answer(
    response: ServerResponse,
    route: FakeRoute,
    reply: FakeReply,
    body: Record<string, unknown>,
    size: number,
    recorded: RecordedRequest,
  ): void {
    if (route.api === 'chat') {
      this.send(response, 200, chatCompletion(reply, String(body.model), size), route);
      return;
    }
    // Asked for encrypted reasoning: the answer carries one item this server can later verify.
    const include = Array.isArray(body.include) ? body.include : [];
    const encrypted = include.includes('reasoning.encrypted_content') ? newId('enc') : undefined;
    if (encrypted) this.issuedReasoning.add(encrypted);
    const built = responseObject(reply, body, size, encrypted);
    // Like the real API, a response created with `store: false` cannot be chained on.
    if (body.store !== false) {
      this.store.set(String(built.body.id), {
        input: recorded.conversation ?? [],
        output: built.output,
      });
    }
    this.send(response, 200, built.body, route);
  }

  private async fail(
    fault: FakeFault,
    response: ServerResponse,
    route: FakeRoute,
    body: Record<string, unknown>,
    size: number,
    recorded: RecordedRequest,
  ): Promise<void> {
    switch (fault.fault) {
      case 'rate_limit': {
        const headers: Record<string, string> = {};
        if (fault.retryAfterMs !== undefined)
          headers['retry-after-ms'] = String(fault.retryAfterMs);
        if (fault.retryAfterSeconds !== undefined)
          headers['retry-after'] = String(fault.retryAfterSeconds);
        this.send(
          response,
          429,
          errorBody('Rate limit reached for requests.', 'requests', 'rate_limit_exceeded'),
          undefined,
          headers,
        );
        return;
      }
      case 'server_error':
        this.send(
          response,
          fault.status ?? 500,
          errorBody('The server had an error while processing your request.', 'server_error', null),
        );
        return;
      case 'unauthorized':
        this.send(
          response,
          401,
          errorBody('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
        );
        return;
      case 'slow_headers':
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        if (response.destroyed) return;
        this.answer(response, route, fault.then ?? { text: 'late' }, body, size, recorded);
        return;
      case 'reset':
        response.socket?.destroy();
        return;
    }
  }

  private send(
    response: ServerResponse,
    status: number,
    body: Record<string, unknown>,
    route?: FakeRoute,
    headers: Record<string, string> = {},
  ): void {
    if (route !== undefined) {
      const ref = route.validator.operation(route.operation, 'post').responses[String(status)];
      const problems = ref ? route.validator.validate(ref, body) : [];
      if (problems.length > 0)
        this.violations.push(
          `fake sent an invalid ${route.flavour} ${route.api} response: ${problems.slice(0, 5).join('; ')}`,
        );
    }
    if (response.destroyed) return;
    response
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify(body));
  }
}
