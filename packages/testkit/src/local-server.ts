import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback HTTP server on a random port; a handler that throws is reported, never crashes it. */
export class LocalServer {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(
    handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
    onError: (error: unknown) => void,
  ): Promise<LocalServer> {
    const server = createServer((request, response) => {
      handle(request, response).catch((error: unknown) => {
        onError(error);
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new LocalServer(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** The whole request body as text. */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
