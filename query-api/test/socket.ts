import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on an ephemeral loopback port (real-socket tests only); returns host and port. */
export async function listen(app: FastifyInstance): Promise<{ host: string; port: number; base: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return { host: '127.0.0.1', port: address.port, base: `http://127.0.0.1:${address.port}` };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds until the server closed the connection. */
  closedAfterMs: number;
}

/**
 * Writes raw bytes to a fresh connection and reads until the server closes
 * it (or `timeoutMs`): for what fetch cannot send (bad framing, unknown
 * methods, stalled bodies).
 */
export function rawRequest(port: number, bytes: string | Buffer, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`no close within ${timeoutMs} ms; got ${Buffer.concat(chunks).toString('latin1').slice(0, 200)}`),
      );
    }, timeoutMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => {}); // a reset after the answer is expected
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
        closedAfterMs: performance.now() - started,
      });
    });
    socket.write(bytes);
  });
}
