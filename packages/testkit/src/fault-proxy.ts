import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { ServerResponse } from 'node:http';
import { LocalServer, readBody } from './local-server.js';

/**
 * The failures a client of GitHub or Azure DevOps meets in production. The first four prove nothing
 * was applied; `reset_before` closes the connection before the request reaches the server;
 * `lost_answer` applies the request and then closes the connection without the answer.
 */
export const PROXY_FAULTS = [
  'throttled_429',
  'secondary_403',
  'bad_gateway_502',
  'unavailable_503',
  'reset_before',
  'lost_answer',
] as const;
export type ProxyFault = (typeof PROXY_FAULTS)[number];

/** One request through the proxy. */
export interface ProxiedRequest {
  /** 0-based position among all requests. */
  index: number;
  /** 0-based position among writes, for a write. */
  writeIndex?: number;
  method: string;
  path: string;
  write: boolean;
  fault?: ProxyFault;
  /** The status the client got (0 when the connection was closed instead). */
  status: number;
}

export interface FaultProxyOptions {
  /** Origin of the server behind the proxy (`http://127.0.0.1:PORT`). */
  target: string;
  /** Chance that a request meets a fault (0–1, default 0). */
  rate?: number;
  /** Seed of the fault dice, so a failing soak can be replayed (default 1). */
  seed?: number;
  /** The faults to choose from (default all). */
  faults?: readonly ProxyFault[];
  /** Retry-After seconds sent with 429 and 403 (default 1; at least 1 with 403). */
  retryAfterSeconds?: number;
  /**
   * Called for each write before it is forwarded and after it was applied; the place to stop the
   * client (a SIGKILL at a chosen write). `applied` is false before forwarding.
   */
  onWrite?: (write: { writeIndex: number; applied: boolean }) => void | Promise<void>;
}

/** A small, fast, seedable PRNG (mulberry32). */
function dice(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether a request changes something: any method but GET, HEAD and OPTIONS, except GraphQL queries. */
function isWrite(method: string, path: string, body: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (!path.endsWith('/graphql')) return true;
  try {
    const parsed: unknown = JSON.parse(body);
    const query: unknown =
      typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'query') : undefined;
    return typeof query === 'string' && /^\s*mutation/.test(query);
  } catch {
    return false;
  }
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * An HTTP proxy on 127.0.0.1 in front of a fake server that injects the failures of real networks
 * and platforms: at random (seeded), or queued for the next matching request. Every request and
 * the fault it met is logged.
 */
export class FaultProxy {
  readonly log: ProxiedRequest[] = [];
  private readonly queued: { fault: ProxyFault; method?: string; path?: RegExp; skip: number }[] =
    [];
  private readonly roll: () => number;
  private writes = 0;
  private server: LocalServer | undefined;
  origin = '';

  private constructor(private readonly options: FaultProxyOptions) {
    this.roll = dice(options.seed ?? 1);
  }

  static async start(options: FaultProxyOptions): Promise<FaultProxy> {
    const proxy = new FaultProxy(options);
    proxy.server = await LocalServer.start(
      (request, response) => proxy.handle(request, response),
      () => undefined,
    );
    proxy.origin = proxy.server.origin;
    return proxy;
  }

  /** The next request matching `method` and `path` (after `skip` of them pass) meets `fault`. */
  inject(fault: ProxyFault, match: { method?: string; path?: RegExp; skip?: number } = {}): void {
    this.queued.push({ fault, ...match, skip: match.skip ?? 0 });
  }

  /** Changes the random fault rate (e.g. none while a test sets up, then 20 %). */
  setRate(rate: number): void {
    this.options.rate = rate;
  }

  /** Requests that met a fault. */
  faulted(): ProxiedRequest[] {
    return this.log.filter((entry) => entry.fault !== undefined);
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  private pick(method: string, path: string): ProxyFault | undefined {
    const index = this.queued.findIndex(
      (entry) =>
        (entry.method === undefined || entry.method === method) &&
        (entry.path === undefined || entry.path.test(path)),
    );
    const queued = this.queued[index];
    if (queued && queued.skip > 0) queued.skip--;
    else if (queued) return this.queued.splice(index, 1)[0]?.fault;
    if (queued) return undefined;
    const rate = this.options.rate ?? 0;
    if (rate <= 0 || this.roll() >= rate) return undefined;
    const faults = this.options.faults ?? PROXY_FAULTS;
    return faults[Math.floor(this.roll() * faults.length)];
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', this.origin);
    const body = await readBody(request);
    const write = isWrite(method, url.pathname, body);
    const entry: ProxiedRequest = {
      index: this.log.length,
      method,
      path: url.pathname,
      write,
      status: 0,
    };
    if (write) entry.writeIndex = this.writes++;
    this.log.push(entry);
    const fault = this.pick(method, url.pathname);
    if (fault) entry.fault = fault;
    if (write && entry.writeIndex !== undefined)
      await this.options.onWrite?.({ writeIndex: entry.writeIndex, applied: false });

    const retryAfter = String(this.options.retryAfterSeconds ?? 1);
    switch (fault) {
      case 'reset_before':
        request.socket.destroy();
        return;
      case 'throttled_429':
        return this.answer(
          response,
          entry,
          429,
          { 'retry-after': retryAfter },
          'Too many requests',
        );
      case 'secondary_403':
        // GitHub's clients read a Retry-After of 0 as "not given" and wait a minute: send at least 1.
        return this.answer(
          response,
          entry,
          403,
          { 'retry-after': String(Math.max(1, this.options.retryAfterSeconds ?? 1)) },
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        );
      case 'bad_gateway_502':
        return this.answer(response, entry, 502, {}, 'Bad gateway');
      case 'unavailable_503':
        return this.answer(response, entry, 503, {}, 'Service unavailable');
      default:
        break;
    }
    const upstream = await this.forward(method, request.url ?? '/', request.headers, body);
    if (write && entry.writeIndex !== undefined)
      await this.options.onWrite?.({ writeIndex: entry.writeIndex, applied: true });
    if (fault === 'lost_answer') {
      request.socket.destroy();
      return;
    }
    entry.status = upstream.status;
    response.writeHead(upstream.status, upstream.headers).end(upstream.body);
  }

  private answer(
    response: ServerResponse,
    entry: ProxiedRequest,
    status: number,
    headers: Record<string, string>,
    message: string,
  ): void {
    entry.status = status;
    response
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
      .end(JSON.stringify({ message, documentation_url: 'https://docs.github.com/rest' }));
  }

  private forward(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: string,
  ): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
    const target = new URL(this.options.target);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method,
          path,
          headers: { ...headers, host: target.host, 'content-length': Buffer.byteLength(body) },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const copied: Record<string, string> = {};
            for (const [name, value] of Object.entries(incoming.headers))
              if (value !== undefined && !HOP_BY_HOP.has(name))
                copied[name] = Array.isArray(value) ? value.join(', ') : value;
            resolve({
              status: incoming.statusCode ?? 502,
              headers: copied,
              body: Buffer.concat(chunks),
            });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
}
