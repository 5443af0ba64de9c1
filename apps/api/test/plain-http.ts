import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PlainResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed JSON of a JSON answer, else {} (as supertest gives it). */
  body: unknown;
}

/**
 * The app on a port of its own and one kept-alive connection to it, for the tests that send thousands of requests:
 * there supertest's building and parsing of each request costs about as much CPU as the app's answer. It sends what it
 * is given (no cookies kept, no redirects followed, no compression asked for) and reads the whole answer.
 */
export async function plainClient(app: http.RequestListener) {
  const server = http.createServer(app);
  // Never closes an idle connection on a timer: the next request may come after a pause on a busy machine.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<PlainResponse> {
    const sized = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: sized }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const json = /^application\/json/.test(res.headers['content-type'] ?? '') && text.length > 0;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: json ? (JSON.parse(text) as unknown) : {} });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  function close(): Promise<void> {
    agent.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  return { send, close };
}
