import type { IncomingMessage, ServerResponse } from 'node:http';
import { FaultQueue, type InjectedFault } from '../faults.js';
import { LocalServer, readBody } from '../local-server.js';
import { OpenApiValidator, overlay } from '../openapi-validator.js';
import { readSpec } from '../specs.js';
import { runGraphql } from './graphql.js';
import { ROUTES, type RestContext, type RestReply, type RestRoute } from './rest.js';
import { GitHubState, type FakePull, type FakePullRequestInput } from './state.js';

/** A failure to inject into the next matching request(s). */
export interface GitHubFault extends InjectedFault {
  message?: string;
}

export interface LoggedRequest {
  method: string;
  path: string;
  login: string | undefined;
  body: unknown;
  status: number;
}

let validator: OpenApiValidator | undefined;

function restValidator(): OpenApiValidator {
  validator ??= new OpenApiValidator(readSpec('github/rest-review-subset.json'), 'github');
  return validator;
}

const compiled = ROUTES.map((route) => ({
  route,
  pattern: new RegExp(
    `^${route.template.replace(/\{(\w+)\}/g, (_match, name: string) => `(?<${name}>${name === 'path' ? '.+' : '[^/]+'})`)}$`,
  ),
}));

function match(
  method: string,
  path: string,
): { route: RestRoute; params: Record<string, string> } | undefined {
  for (const { route, pattern } of compiled) {
    if (route.method !== method) continue;
    const found = pattern.exec(path);
    if (found) {
      const params = Object.fromEntries(
        Object.entries(found.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
      );
      return { route, params };
    }
  }
  return undefined;
}

/** GitHub's error body for a request it refuses. */
function restError(status: number, message: string): RestReply {
  return {
    status,
    body: { message, documentation_url: 'https://docs.github.com/rest', status: String(status) },
  };
}

/**
 * A stateful GitHub on 127.0.0.1: the REST operations a reviewer uses, validated request and response
 * against GitHub's OpenAPI description, and GraphQL executed against GitHub's published schema.
 */
export class FakeGitHub {
  readonly state = new GitHubState();
  /** Every request, in order, with the status it got. */
  readonly log: LoggedRequest[] = [];
  /** Invalid requests received and invalid responses the fake would have sent. A passing test expects none. */
  readonly violations: string[] = [];
  private readonly faults = new FaultQueue<GitHubFault>();
  private server: LocalServer | undefined;
  origin = '';

  static async start(): Promise<FakeGitHub> {
    const fake = new FakeGitHub();
    restValidator();
    fake.server = await LocalServer.start(
      (request, response) => fake.handle(request, response),
      (error) => fake.violations.push(`fake server error: ${String(error)}`),
    );
    fake.origin = fake.server.origin;
    return fake;
  }

  /** The API base URL (as for GitHub Enterprise: GraphQL lives at `/graphql` beside it). */
  get baseUrl(): string {
    return this.origin;
  }

  addUser(login: string, token: string, type: 'User' | 'Bot' = 'User'): void {
    this.state.addUser(login, token, type);
  }

  addPullRequest(input: FakePullRequestInput): FakePull {
    return this.state.addPullRequest(input);
  }

  /** Makes the next matching request(s) fail. */
  inject(fault: GitHubFault): void {
    this.faults.add(fault);
  }

  /** Requests that wrote something (POST, PATCH, PUT, DELETE and GraphQL mutations). */
  writes(): LoggedRequest[] {
    return this.log.filter(
      (entry) =>
        entry.method !== 'GET' &&
        !(
          entry.path === '/graphql' &&
          !/^\s*mutation/.test(String((entry.body as { query?: string } | undefined)?.query ?? ''))
        ),
    );
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const method = request.method ?? 'GET';
    const text = await readBody(request);
    let body: unknown = {};
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return this.send(
          response,
          { method, path: url.pathname, login: undefined, body: text, status: 0 },
          { status: 400, body: { message: 'Problems parsing JSON' } },
        );
      }
    }
    const authorization = request.headers.authorization ?? '';
    const token = authorization.replace(/^(token|bearer)\s+/i, '');
    const isAppJwt = /^bearer\s+[\w-]+\.[\w-]+\.[\w-]+$/i.test(authorization);
    const login = this.state.tokens.get(token);
    const entry: LoggedRequest = { method, path: url.pathname, login, body, status: 0 };
    const fault = this.faults.take(method, url.pathname);
    if (fault && !fault.afterApplying) return this.fail(response, entry, fault);

    if (!login && !(isAppJwt && (url.pathname === '/app' || url.pathname.startsWith('/app/')))) {
      return this.send(response, entry, {
        status: 401,
        body: {
          message: 'Bad credentials',
          documentation_url: 'https://docs.github.com/rest',
          status: '401',
        },
      });
    }
    const user = login ? this.state.user(login) : this.state.user('codehawk-app[bot]');

    const reply =
      url.pathname === '/graphql' && method === 'POST'
        ? await this.graphql(body)
        : this.rest(method, url, body, user);
    // A request refused before it was applied is answered as it is, even under a fault.
    if ('refused' in reply) return this.send(response, entry, reply.refused);
    if (fault) return this.fail(response, entry, fault);
    this.send(response, entry, reply);
  }

  private async graphql(body: unknown): Promise<RestReply> {
    const { query, variables } = body as { query?: unknown; variables?: Record<string, unknown> };
    const result = await runGraphql(this.state, typeof query === 'string' ? query : '', variables);
    if (result.errors)
      this.violations.push(
        `GraphQL errors: ${result.errors.map((error) => error.message).join('; ')}`,
      );
    return { status: 200, body: result };
  }

  /** A REST operation of the description, checked against its request and response schemas. */
  private rest(
    method: string,
    url: URL,
    body: unknown,
    user: RestContext['user'],
  ): RestReply | { refused: RestReply } {
    const found = match(method, url.pathname);
    if (!found) {
      this.violations.push(`no such operation: ${method} ${url.pathname}`);
      return { refused: restError(404, 'Not Found') };
    }
    const operation = restValidator().operation(found.route.template, method);
    if (operation.request !== undefined) {
      const problems = restValidator().validate(operation.request, body);
      if (problems.length > 0) {
        this.violations.push(
          `${method} ${found.route.template}: request ${problems.slice(0, 4).join('; ')}`,
        );
        return { refused: restError(422, 'Invalid request.') };
      }
    }
    const reply = found.route.handle({
      params: found.params,
      query: url.searchParams,
      body: (body ?? {}) as Record<string, unknown>,
      user,
      origin: this.origin,
      state: this.state,
      shape: (schema, values) => overlay(restValidator().sample(schema), values),
    });
    const schema = operation.responses[String(reply.status)];
    if (schema !== undefined) {
      const problems = restValidator().validate(schema, reply.body);
      if (problems.length > 0)
        this.violations.push(
          `${method} ${found.route.template}: response ${reply.status} ${problems.slice(0, 4).join('; ')}`,
        );
    }
    return reply;
  }

  private fail(response: ServerResponse, entry: LoggedRequest, fault: GitHubFault): void {
    const headers: Record<string, string> = {};
    if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
    if (fault.status === 403 && fault.retryAfter !== undefined)
      headers['x-ratelimit-remaining'] = '1';
    this.send(response, entry, {
      status: fault.status,
      headers,
      body: {
        message:
          fault.message ??
          (fault.status === 403
            ? 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'
            : 'Server Error'),
        documentation_url: 'https://docs.github.com/rest',
      },
    });
  }

  private send(response: ServerResponse, entry: LoggedRequest, reply: RestReply): void {
    entry.status = reply.status;
    this.log.push(entry);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    response
      .writeHead(reply.status, {
        'content-type': 'application/json; charset=utf-8',
        ...reply.headers,
      })
      .end(text);
  }
}
