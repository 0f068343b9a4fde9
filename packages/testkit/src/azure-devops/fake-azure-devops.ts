import type { IncomingMessage, ServerResponse } from 'node:http';
import { FaultQueue, type InjectedFault } from '../faults.js';
import { LocalServer, readBody } from '../local-server.js';
import { OpenApiValidator } from '../openapi-validator.js';
import { readSpec } from '../specs.js';
import { AzureState, type AzurePullRequestInput } from './state.js';
import { handleGit, type GitReply } from './git-routes.js';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const REPOSITORY = '/{organization}/{project}/_apis/git/repositories/{repositoryId}';

/**
 * Locations of the Git resources CodeHawk uses: their public ids (clients look routes up by them)
 * and the path of the API description each one serves, which becomes its route template.
 */
const LOCATIONS: { resourceName: string; id: string; path: string }[] = [
  {
    resourceName: 'pullRequests',
    id: '01a46dea-7d46-4d40-bc84-319e7c260d99',
    path: '/{organization}/{project}/_apis/git/pullrequests/{pullRequestId}',
  },
  {
    resourceName: 'pullRequestIterations',
    id: 'd43911ee-6958-46b0-a42b-8445b8a0d004',
    path: `${REPOSITORY}/pullRequests/{pullRequestId}/iterations/{iterationId}`,
  },
  {
    resourceName: 'pullRequestIterationChanges',
    id: '4216bdcf-b6b1-4d59-8b82-c34cc183fc8b',
    path: `${REPOSITORY}/pullRequests/{pullRequestId}/iterations/{iterationId}/changes`,
  },
  {
    resourceName: 'items',
    id: 'fb93c0db-47ed-4a31-8c20-47552878fb44',
    path: `${REPOSITORY}/items`,
  },
  {
    resourceName: 'commitDiffs',
    id: '615588d5-c0c7-4b88-88f8-e625306446e8',
    path: `${REPOSITORY}/diffs/commits`,
  },
  {
    resourceName: 'pullRequestThreads',
    id: 'ab6e2e5d-a0b7-4153-b64a-a4efe0d49449',
    path: `${REPOSITORY}/pullRequests/{pullRequestId}/threads/{threadId}`,
  },
  {
    resourceName: 'pullRequestThreadComments',
    id: '965a3ec7-5ed8-455a-bdcb-835a5ea7fe7b',
    path: `${REPOSITORY}/pullRequests/{pullRequestId}/threads/{threadId}/comments/{commentId}`,
  },
];

const RESOURCE_AREAS_LOCATION = 'e81700f7-3be2-46de-8624-2eb35882fcaa';

/** Enum fields Azure DevOps accepts as ordinals and describes as names. */
const ENUMS: Record<string, readonly string[]> = {
  status: ['unknown', 'active', 'fixed', 'wontFix', 'closed', 'byDesign', 'pending'],
  commentType: ['unknown', 'text', 'codeChange', 'system'],
};

/** Ordinals replaced by names, as the server reads them. */
function enumNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(enumNames);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    const names = ENUMS[key];
    out[key] = names && typeof item === 'number' ? (names[item] ?? item) : enumNames(item);
  }
  return out;
}

/**
 * The one place where the description and the real service disagree: it types a change's generic
 * `item` as a string, while the service (and the recorded examples beside the description) send
 * the item object. Such items are checked for the recorded shape, then validated as described.
 */
function describedShape(resource: string, body: unknown): unknown {
  const field =
    resource === 'pullRequestIterationChanges'
      ? 'changeEntries'
      : resource === 'commitDiffs'
        ? 'changes'
        : undefined;
  if (field === undefined || !isObject(body)) return body;
  const changes = body[field];
  if (!Array.isArray(changes)) return body;
  return {
    ...body,
    [field]: changes.map((entry: unknown) => {
      if (!isObject(entry) || !isObject(entry.item)) return entry;
      const { path, objectId } = entry.item;
      return {
        ...entry,
        item: typeof path === 'string' && typeof objectId === 'string' ? path : entry.item,
      };
    }),
  };
}

interface Operation {
  method: string;
  template: string;
  resource: string;
  pattern: RegExp;
}

let described: { validator: OpenApiValidator; operations: Operation[] } | undefined;

function description(): NonNullable<typeof described> {
  if (described) return described;
  const document = readSpec('azure-devops/git-7.1/git.json');
  if (!isObject(document) || !isObject(document.paths)) throw new Error('git.json has no paths');
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation) || typeof operation['x-ms-vss-resource'] !== 'string') continue;
      const resource = operation['x-ms-vss-resource'];
      const pattern = new RegExp(
        `^${template.replace(/\{(\w+)\}/g, (_match, name: string) => `(?<${name}>[^/]+)`)}$`,
        'i',
      );
      operations.push({ method: method.toUpperCase(), template, resource, pattern });
    }
  }
  for (const location of LOCATIONS) {
    if (!(location.path in document.paths))
      throw new Error(`git.json has no path ${location.path}`);
  }
  described = { validator: new OpenApiValidator(document, 'ado'), operations };
  return described;
}

export type AzureFault = InjectedFault;

export interface AzureLoggedRequest {
  method: string;
  path: string;
  body: unknown;
  status: number;
  identity: string | undefined;
}

/**
 * Azure DevOps Git on 127.0.0.1: answers everything `azure-devops-node-api` asks for — resource-area
 * and location discovery with OPTIONS, pull requests, iterations and their changes, items, threads
 * and comments — validating each request and response against Microsoft's description of the
 * Git 7.1 API. Stateful, with fault injection.
 */
export class FakeAzureDevOps {
  readonly state = new AzureState();
  readonly log: AzureLoggedRequest[] = [];
  readonly violations: string[] = [];
  private readonly faults = new FaultQueue<AzureFault>();
  private server: LocalServer | undefined;
  private origin = '';

  static async start(organization = 'acme'): Promise<FakeAzureDevOps> {
    const fake = new FakeAzureDevOps(organization);
    description();
    fake.server = await LocalServer.start(
      (request, response) => fake.handle(request, response),
      (error) => fake.violations.push(`fake server error: ${String(error)}`),
    );
    fake.origin = fake.server.origin;
    return fake;
  }

  private constructor(readonly organization: string) {}

  /** The organization URL to give `WebApi`. */
  get organizationUrl(): string {
    return `${this.origin}/${this.organization}`;
  }

  /** A personal access token or a pipeline's `System.AccessToken` for an identity. */
  addIdentity(displayName: string, token: string): string {
    return this.state.addIdentity(displayName, token);
  }

  addPullRequest(input: AzurePullRequestInput): void {
    this.state.addPullRequest(input);
  }

  inject(fault: AzureFault): void {
    this.faults.add(fault);
  }

  writes(): AzureLoggedRequest[] {
    return this.log.filter((entry) => entry.method === 'POST' || entry.method === 'PATCH');
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const method = request.method ?? 'GET';
    const text = await readBody(request);
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    const identity = this.state.identityFor(request.headers.authorization ?? '');
    const entry: AzureLoggedRequest = {
      method,
      path: url.pathname,
      body,
      status: 0,
      identity: identity?.displayName,
    };
    const reply = (
      status: number,
      payload?: unknown,
      headers: Record<string, string> = {},
      raw = false,
    ): void => {
      entry.status = status;
      this.log.push(entry);
      const type = raw ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
      const text =
        payload === undefined
          ? ''
          : raw && typeof payload === 'string'
            ? payload
            : JSON.stringify(payload);
      response.writeHead(status, { 'content-type': type, ...headers }).end(text);
    };

    const fault = this.faults.take(method, url.pathname);
    const failWith = (): void =>
      reply(
        fault?.status ?? 500,
        { message: 'Injected failure', typeKey: 'FakeFault' },
        fault?.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) },
      );
    if (fault && !fault.afterApplying) return failWith();
    if (!identity)
      return reply(401, {
        message: 'TF400813: The user is not authorized to access this resource.',
      });

    const prefix = `/${this.organization}`;
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
    const service = this.serviceAnswer(method, path, identity);
    if (service !== undefined) return reply(200, service);
    const found = description().operations.find(
      (operation) => operation.method === method && operation.pattern.test(url.pathname),
    );
    const groups = found?.pattern.exec(url.pathname)?.groups ?? {};
    if (!found) {
      this.violations.push(`no such operation: ${method} ${url.pathname}`);
      return reply(404, { message: 'The controller for path was not found.' });
    }
    const schemas = description().validator.operation(found.template, method);
    const invalid = this.requestProblem(request, url, found.template, schemas.request, body);
    if (invalid !== undefined) return reply(400, { message: `Invalid request: ${invalid}` });
    const params = Object.fromEntries(
      Object.entries(groups).map(([key, value]) => [key, decodeURIComponent(value)]),
    );
    const result: GitReply = handleGit(this.state, {
      method,
      resource: found.resource,
      params,
      query: url.searchParams,
      body: isObject(body) ? body : {},
      identity,
    });
    if (fault?.afterApplying) return failWith();
    if (found.resource === 'items' && result.status === 200)
      return reply(200, result.body, {}, true);
    this.checkResponse(`${method} ${found.template}`, found.resource, schemas, result);
    reply(result.status, result.body);
  }

  /** The connection's own answers (locations, who the token is, resource areas), or undefined. */
  private serviceAnswer(
    method: string,
    path: string,
    identity: { id: string; displayName: string },
  ): unknown {
    if (method === 'OPTIONS') return this.locations(path);
    if (method === 'GET' && /^\/_apis\/connectionData$/i.test(path)) {
      return {
        authenticatedUser: { id: identity.id, providerDisplayName: identity.displayName },
        authorizedUser: { id: identity.id },
      };
    }
    if (method === 'GET' && /^\/_apis\/ResourceAreas/i.test(path)) return { count: 0, value: [] };
    return undefined;
  }

  /**
   * Records a request the description does not allow (no api-version, a body off its schema);
   * returns the first problem with the body, which is refused.
   */
  private requestProblem(
    request: IncomingMessage,
    url: URL,
    template: string,
    schema: unknown,
    body: unknown,
  ): string | undefined {
    const method = request.method ?? 'GET';
    // Clients send the version in the query or, as azure-devops-node-api does, in the Accept header.
    const accept = String(request.headers.accept ?? '');
    if (!url.searchParams.get('api-version') && !/api-version=\d/.test(accept)) {
      this.violations.push(`${method} ${template}: no api-version`);
    }
    if (schema === undefined) return undefined;
    const problems = description().validator.validate(schema, enumNames(body));
    if (problems.length === 0) return undefined;
    this.violations.push(`${method} ${template}: request ${problems.slice(0, 4).join('; ')}`);
    return problems[0] ?? '';
  }

  /** Records an answer of the fake that the description does not allow. */
  private checkResponse(
    operation: string,
    resource: string,
    schemas: { responses: Record<string, unknown> },
    result: GitReply,
  ): void {
    const schema = schemas.responses[String(result.status)];
    if (schema === undefined) return;
    // Collections travel as { count, value }; the description describes the items.
    const items =
      isObject(schema) &&
      schema.type === 'array' &&
      isObject(result.body) &&
      Array.isArray(result.body.value)
        ? result.body.value
        : undefined;
    const problems = items
      ? items.flatMap((item) =>
          description().validator.validate((schema as JsonObject).items, item),
        )
      : description().validator.validate(schema, describedShape(resource, result.body));
    if (problems.length > 0)
      this.violations.push(`${operation}: response ${problems.slice(0, 4).join('; ')}`);
  }

  /** The answer to `OPTIONS /_apis/{area}`: every location of the area with its route template. */
  private locations(path: string): unknown {
    if (/^\/_apis\/Location$/i.test(path)) {
      return {
        count: 1,
        value: [
          {
            id: RESOURCE_AREAS_LOCATION,
            area: 'Location',
            resourceName: 'ResourceAreas',
            routeTemplate: '_apis/{resource}/{areaId}',
            resourceVersion: 1,
            minVersion: '1.0',
            maxVersion: '7.2',
            releasedVersion: '7.1',
          },
        ],
      };
    }
    if (!/^\/_apis\/git$/i.test(path)) return { count: 0, value: [] };
    const value = LOCATIONS.map(({ resourceName, id, path: template }) => ({
      id,
      area: 'git',
      resourceName,
      routeTemplate: template
        .replace(/^\/\{organization\}\//, '')
        .replace('_apis/git/', '_apis/{area}/'),
      resourceVersion: 1,
      minVersion: '1.0',
      maxVersion: '7.2',
      releasedVersion: '7.1',
    }));
    return { count: value.length, value };
  }
}
