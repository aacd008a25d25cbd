/**
 * The local server answers an oversized body with a 413 that reaches the client, and the client's
 * next request on a keep-alive agent is answered (before, a 2.5 MB body left the client without its
 * 413: the server stopped reading and the connection hung or was reset).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createLocalServer } from '../../../infra/local/server';
import { MAX_BODY_BYTES } from '../../../functions/lib/http';

describe('local server after a 413', () => {
  let server: Server;
  let port: number;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    server = createLocalServer({ webRoot: '/nonexistent', dispatch: async () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"success":true}') }) });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise((r) => server.close(r));
  });

  const post = (body: Buffer) =>
    new Promise<{ status: number; text: string; connection?: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/health', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), connection: res.headers.connection }));
      });
      req.on('error', reject);
      req.end(body);
    });

  it('answers 413 to an oversized body, then the next request on the same agent gets its answer', async () => {
    const big = await post(Buffer.alloc(MAX_BODY_BYTES * 40, 'x'));
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text)).toEqual({ success: false, error: 'Request body is too large (max 64 KB)' });
    expect(big.connection).toBe('close');
    for (let i = 0; i < 3; i++) {
      const next = await post(Buffer.from('{}'));
      expect(next.status).toBe(200);
    }
  });
});
