// The endpoints users run, over real HTTP: Azure OpenAI (key and Entra ID; classic and v1 URLs),
// stateless Responses (`store: false`) with encrypted reasoning, the API choice, proxies, timeouts.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AccessToken, TokenCredential } from '@azure/identity';
import { AgentRunner, ProviderError, ToolRegistry } from '@codehawk/agent';
import { ManualClock } from '@codehawk/agent/testing';
import { FakeOpenAI, type FakeAzureResource, type FakeStep } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { proxyFromEnv } from './endpoint.js';
import { OpenAIProvider } from './openai-provider.js';

const servers: FakeOpenAI[] = [];
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    expect(server.violations).toEqual([]);
    await server.close();
  }
  for (const close of closers.splice(0)) await close();
});

async function fake(script: FakeStep[], azure?: FakeAzureResource): Promise<FakeOpenAI> {
  const server = await FakeOpenAI.start({ script, ...(azure ? { azure } : {}) });
  servers.push(server);
  return server;
}

const registry = (): ToolRegistry =>
  new ToolRegistry().register({
    name: 'read_file',
    description: 'Read a file.',
    parameters: z.object({ path: z.string() }),
    handler: ({ path }) => `contents of ${path}`,
  });

const twoTurns: FakeStep[] = [
  { toolCalls: [{ id: 'call_1', name: 'read_file', arguments: { path: 'a.ts' } }] },
  { text: 'no findings' },
];

async function review(provider: OpenAIProvider, model: string) {
  return new AgentRunner({ provider, model, registry: registry() }).run({
    prompt: 'Review.',
    maxTurns: 4,
  });
}

describe('Azure OpenAI', () => {
  const resource = { deployments: ['reviewer'], apiKey: 'azure-key-0123456789' };

  it('classic URLs: chat under the deployment with api-version and the api-key header', async () => {
    const server = await fake(twoTurns, resource);
    const provider = new OpenAIProvider({
      azure: {
        endpoint: `${server.endpoint}/`,
        deployment: 'reviewer',
        apiVersion: '2024-10-21',
        apiKey: resource.apiKey,
      },
    });
    const result = await review(provider, 'gpt-4.1');
    expect(result.status).toBe('completed');
    expect(server.requests.map((r) => r.url)).toEqual([
      '/openai/deployments/reviewer/chat/completions?api-version=2024-10-21',
      '/openai/deployments/reviewer/chat/completions?api-version=2024-10-21',
    ]);
    expect(server.requests[0]?.headers['api-key']).toBe(resource.apiKey);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(provider.name).toBe('azure-openai');
  });

  it('classic URLs: the Responses API is resource-wide, with the deployment as the model', async () => {
    const server = await fake(twoTurns, resource);
    const provider = new OpenAIProvider({
      azure: {
        endpoint: server.endpoint,
        deployment: 'reviewer',
        apiVersion: '2025-04-01-preview',
        apiKey: resource.apiKey,
      },
      api: 'responses',
    });
    expect((await review(provider, 'my-codex')).status).toBe('completed');
    expect(server.requests[0]?.url).toBe('/openai/responses?api-version=2025-04-01-preview');
    expect(server.requests[0]?.body.model).toBe('reviewer');
  });

  it('the v1 URL, with or without /openai/v1 in the endpoint given', async () => {
    const server = await fake([...twoTurns, ...twoTurns], resource);
    for (const endpoint of [server.endpoint, `${server.endpoint}/openai/v1/`]) {
      const provider = new OpenAIProvider({
        azure: { endpoint, deployment: 'reviewer', apiKey: resource.apiKey },
      });
      expect((await review(provider, 'gpt-4.1')).status).toBe('completed');
    }
    expect(server.requests.map((r) => r.url)).toEqual(Array(4).fill('/openai/v1/chat/completions'));
    expect(server.requests.every((r) => r.body.model === 'reviewer')).toBe(true);
  });

  it('Entra ID: a bearer token from the credential, refreshed once it expires', async () => {
    const expiry = new Map<string, number>();
    let issued = 0;
    const scopes: string[][] = [];
    const credential: TokenCredential = {
      getToken: (scope): Promise<AccessToken> => {
        scopes.push([scope].flat());
        const token = `entra-token-${++issued}`;
        expiry.set(token, Date.now() + 1_500);
        return Promise.resolve({ token, expiresOnTimestamp: Date.now() + 1_500 });
      },
    };
    const server = await fake([{ text: 'one' }, { text: 'two' }], {
      deployments: ['reviewer'],
      acceptsToken: (token) => (expiry.get(token) ?? 0) > Date.now(),
    });
    const provider = new OpenAIProvider({
      azure: {
        endpoint: server.endpoint,
        deployment: 'reviewer',
        apiVersion: '2024-10-21',
        credential,
      },
    });
    expect((await review(provider, 'gpt-4.1')).status).toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 1_600)); // the first token has expired
    expect((await review(provider, 'gpt-4.1')).status).toBe('completed');
    const tokens = server.requests.map((r) => r.headers.authorization);
    expect(tokens[0]).toBe('Bearer entra-token-1');
    expect(tokens[1]).toMatch(/^Bearer entra-token-[2-9]$/);
    expect(scopes[0]).toEqual(['https://cognitiveservices.azure.com/.default']);
  });

  it('a wrong deployment or api-version is answered as Azure does, and classified', async () => {
    const server = await fake([], resource);
    const attempt = (deployment: string, apiVersion: string) =>
      new OpenAIProvider({
        azure: { endpoint: server.endpoint, deployment, apiVersion, apiKey: resource.apiKey },
      }).generate({ model: 'm', messages: [{ role: 'user', content: 'hi' }], tools: [] });
    const missing = await attempt('nope', '2024-10-21').catch((error: unknown) => error);
    expect(missing).toMatchObject({ kind: 'not_found', status: 404 });
    expect(String(missing)).toContain('deployment for this resource does not exist');
    const unsupported = await attempt('reviewer', '1999-01-01').catch((error: unknown) => error);
    expect(unsupported).toMatchObject({ kind: 'invalid_request', status: 400 });
    expect(String(unsupported)).toContain('API version not supported');
  });
});

describe('MODEL_STORE=false: nothing stored server-side', () => {
  it('sends the whole conversation each turn and carries encrypted reasoning to the next', async () => {
    const server = await fake([...twoTurns]);
    const provider = new OpenAIProvider({ apiKey: 'k', baseURL: server.baseURL, store: false });
    expect((await review(provider, 'gpt-5-codex')).status).toBe('completed');
    const [first, second] = server.requests;
    expect(first?.body).toMatchObject({ store: false, include: ['reasoning.encrypted_content'] });
    expect(second?.body.previous_response_id).toBeUndefined();
    const items = second?.body.input as { type?: string; role?: string }[];
    expect(items.map((item) => item.type ?? item.role)).toEqual([
      'user',
      'reasoning',
      'function_call',
      'function_call_output',
      'user', // the turn counter
    ]);
  });

  it('strips the reasoning when the fallback chain moves to another provider', async () => {
    const primary = await fake([
      twoTurns[0] as FakeStep,
      { fault: 'server_error', status: 503 },
      { fault: 'server_error', status: 503 },
    ]);
    const backup = await fake([{ text: 'backup answers' }]);
    const result = await new AgentRunner({
      provider: new OpenAIProvider({
        apiKey: 'k',
        baseURL: primary.baseURL,
        store: false,
        name: 'vendor-a',
      }),
      model: 'gpt-5-codex',
      fallbacks: [
        {
          provider: new OpenAIProvider({
            apiKey: 'k',
            baseURL: backup.baseURL,
            store: false,
            name: 'vendor-b',
          }),
          model: 'gpt-5-codex',
        },
      ],
      registry: registry(),
      retry: { maxAttempts: 2 },
      clock: new ManualClock(),
    }).run({ prompt: 'Review.', maxTurns: 4 });
    // The backup would reject reasoning it did not issue (a violation, checked after each test).
    expect(result.status).toBe('completed');
    const items = backup.requests[0]?.body.input as { type?: string }[];
    expect(items.some((item) => item.type === 'reasoning')).toBe(false);
  });
});

describe('MODEL_API forces the path', () => {
  it.each([
    ['responses', 'gpt-4.1', 'responses'],
    ['chat', 'gpt-5-codex', 'chat'],
    ['auto', 'gpt-5-codex', 'responses'],
    ['auto', 'gpt-4.1', 'chat'],
  ] as const)('MODEL_API=%s with %s → %s', async (api, model, expected) => {
    const server = await fake([{ text: 'ok' }]);
    const provider = new OpenAIProvider({ apiKey: 'k', baseURL: server.baseURL, api });
    await provider.generate({ model, messages: [{ role: 'user', content: 'hi' }], tools: [] });
    expect(server.requests[0]?.api).toBe(expected);
  });
});

describe('network settings', () => {
  it('goes through the HTTP proxy of HTTPS_PROXY/HTTP_PROXY, and directly for NO_PROXY hosts', async () => {
    const seen: string[] = [];
    const proxy: Server = createServer((incoming, outgoing) => {
      // Plain HTTP through a proxy: the request line holds the absolute URL.
      seen.push(`${incoming.method} ${incoming.url}`);
      const target = new URL(incoming.url ?? '');
      const forward = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forward);
    });
    proxy.on('connect', (incoming, socket, head) => {
      seen.push(`CONNECT ${incoming.url}`);
      const [host, port] = String(incoming.url).split(':');
      const upstream = connect(Number(port), host, () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => proxy.close(() => resolve())));
    const address = proxy.address();
    const proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const server = await fake([{ text: 'via proxy' }, { text: 'direct' }]);
    const ask = (env: Record<string, string>) => {
      const proxySettings = proxyFromEnv(env);
      return new OpenAIProvider({
        apiKey: 'k',
        baseURL: server.baseURL,
        ...(proxySettings ? { proxy: proxySettings } : {}),
      }).generate({
        model: 'gpt-4.1',
        messages: [{ role: 'user', content: 'hi' }],
        tools: [],
      });
    };
    expect((await ask({ HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl, NO_PROXY: '' })).text).toBe(
      'via proxy',
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain(new URL(server.baseURL).port);
    expect((await ask({ HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' })).text).toBe('direct');
    expect(seen).toHaveLength(1);
  });

  it('gives up on a request after the timeout, as a retryable timeout', async () => {
    const server = await fake([{ fault: 'slow_headers', delayMs: 2_000 }]);
    const provider = new OpenAIProvider({ apiKey: 'k', baseURL: server.baseURL, timeoutMs: 200 });
    const error = await provider
      .generate({ model: 'gpt-4.1', messages: [{ role: 'user', content: 'hi' }], tools: [] })
      .catch((raised: unknown) => raised);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'timeout', transient: true });
  });
});
