import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalServer, readBody } from '../local-server.js';
import { OpenApiValidator } from '../openapi-validator.js';
import { readSpec } from '../specs.js';
import {
  checkChatMessages,
  checkResponsesInput,
  type StoredResponse,
} from './conversation-rules.js';
import {
  chatCompletion,
  errorBody,
  responseObject,
  type FakeReply,
  type ResponseItem,
} from './wire.js';

/** A failure the fake can inject instead of answering. */
export type FakeFault =
  | { fault: 'rate_limit'; retryAfterMs?: number; retryAfterSeconds?: number }
  | { fault: 'server_error'; status?: 500 | 502 | 503 }
  | { fault: 'unauthorized' }
  | { fault: 'slow_headers'; delayMs: number; then?: FakeReply }
  | { fault: 'reset' };

export type FakeApi = 'chat' | 'responses';

export interface RecordedRequest {
  api: FakeApi;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** For the Responses API: the whole conversation the request stands for (chain included). */
  conversation?: ResponseItem[];
}

export type FakeStep =
  FakeReply | FakeFault | ((request: RecordedRequest, index: number) => FakeReply | FakeFault);

const SPEC = 'openai/openapi.yaml';
const PATHS: Record<string, FakeApi> = {
  '/v1/chat/completions': 'chat',
  '/v1/responses': 'responses',
};
const OPERATIONS: Record<FakeApi, string> = { chat: '/chat/completions', responses: '/responses' };

let sharedValidator: OpenApiValidator | undefined;

function validator(): OpenApiValidator {
  sharedValidator ??= new OpenApiValidator(readSpec(SPEC), 'openai');
  return sharedValidator;
}

function isFault(step: FakeReply | FakeFault): step is FakeFault {
  return 'fault' in step;
}

/**
 * An OpenAI-compatible server on 127.0.0.1 answering `/v1/chat/completions` and `/v1/responses`
 * from a script. Every request and every response is validated against the official OpenAPI
 * description; conversation rules the real API enforces are enforced too. Anything invalid is
 * answered with a 400 like the real API and recorded in `violations`.
 */
export class FakeOpenAI {
  readonly requests: RecordedRequest[] = [];
  /** Invalid requests we received and invalid responses we would have sent. A passing test expects none. */
  readonly violations: string[] = [];
  private readonly steps: FakeStep[] = [];
  private readonly store = new Map<string, StoredResponse>();
  private server: LocalServer | undefined;
  private origin = '';

  private constructor(private readonly fallback: FakeStep | undefined) {}

  /** Starts a server on a random port. `fallback` answers when the script is empty. */
  static async start(
    options: { script?: FakeStep[]; fallback?: FakeStep } = {},
  ): Promise<FakeOpenAI> {
    const fake = new FakeOpenAI(options.fallback);
    fake.script(...(options.script ?? []));
    validator();
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
    const api = PATHS[new URL(request.url ?? '/', this.origin).pathname];
    if (request.method !== 'POST' || api === undefined) {
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
    if (!String(request.headers.authorization ?? '').startsWith('Bearer ')) {
      this.send(
        response,
        401,
        errorBody("You didn't provide an API key.", 'invalid_request_error', null),
      );
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      this.reject(response, 'We could not parse the JSON body of your request.');
      return;
    }
    const operation = validator().operation(OPERATIONS[api], 'post');
    const problems = operation.request ? validator().validate(operation.request, body) : [];
    if (problems.length > 0) {
      this.reject(
        response,
        `Request does not match the OpenAPI description: ${problems.slice(0, 5).join('; ')}`,
      );
      return;
    }
    const recorded: RecordedRequest = { api, body, headers: request.headers };
    if (api === 'chat') {
      const problem = checkChatMessages(body.messages);
      if (problem) return this.reject(response, problem);
    } else {
      const checked = checkResponsesInput(body, this.store);
      if ('error' in checked) return this.reject(response, checked.error, checked.status);
      recorded.conversation = checked.items;
    }
    const index = this.requests.length;
    this.requests.push(recorded);

    const step = this.steps.shift() ?? this.fallback;
    if (step === undefined) {
      this.violations.push(`request ${index + 1} (${api}) arrived with the script empty`);
      this.send(
        response,
        500,
        errorBody('The fake has no scripted answer for this request.', 'server_error', null),
      );
      return;
    }
    const outcome = typeof step === 'function' ? step(recorded, index) : step;
    if (isFault(outcome)) {
      await this.fail(outcome, response, api, body, raw.length, recorded);
      return;
    }
    this.answer(response, api, outcome, body, raw.length, recorded);
  }

  private answer(
    response: ServerResponse,
    api: FakeApi,
    reply: FakeReply,
    body: Record<string, unknown>,
    size: number,
    recorded: RecordedRequest,
  ): void {
    if (api === 'chat') {
      this.send(response, 200, chatCompletion(reply, String(body.model), size), api);
      return;
    }
    const built = responseObject(reply, body, size);
    this.store.set(String(built.body.id), {
      input: recorded.conversation ?? [],
      output: built.output,
    });
    this.send(response, 200, built.body, api);
  }

  private async fail(
    fault: FakeFault,
    response: ServerResponse,
    api: FakeApi,
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
        this.answer(response, api, fault.then ?? { text: 'late' }, body, size, recorded);
        return;
      case 'reset':
        response.socket?.destroy();
        return;
    }
  }

  private reject(response: ServerResponse, message: string, status = 400): void {
    this.violations.push(message);
    this.send(response, status, errorBody(message, 'invalid_request_error', null));
  }

  private send(
    response: ServerResponse,
    status: number,
    body: Record<string, unknown>,
    api?: FakeApi,
    headers: Record<string, string> = {},
  ): void {
    if (api !== undefined) {
      const ref = validator().operation(OPERATIONS[api], 'post').responses[String(status)];
      const problems = ref ? validator().validate(ref, body) : [];
      if (problems.length > 0)
        this.violations.push(
          `fake sent an invalid ${api} response: ${problems.slice(0, 5).join('; ')}`,
        );
    }
    if (response.destroyed) return;
    response
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify(body));
  }
}
