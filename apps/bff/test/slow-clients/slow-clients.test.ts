import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createTestApp, fetchCsrf, ORIGIN } from '../helpers.ts';
import { bodyLeftOpen, headersLeftOpen, trickle } from './trickle.ts';

/**
 * Slow clients against the listening BFF over real sockets (issue 33, docs/decisions/0024): headers within
 * HTTP_HEADERS_TIMEOUT_MS, the whole request within HTTP_REQUEST_TIMEOUT_MS (10 s and 30 s; shortened here to
 * 500 ms and 1 s so that the tests stay fast), and a request answered before its body arrived closes its connection.
 * No test sleeps: each waits for the socket's close, bounded.
 */
const HEADERS_MS = 500;
const REQUEST_MS = 1000;
const BOUND_MS = 5000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    env: { HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS), HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** The usual error body, and the API's headers on it. */
function expectUsualRefusal(received: string, body: string, code: string) {
  expect(JSON.parse(body)).toEqual({ error: { code, message: expect.any(String) } });
  expect(received).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
  expect(received).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
  expect(received).toMatch(/\r\nconnection: close\r\n/i);
}

describe('a client that trickles its request', () => {
  it('gets 408 in the usual shape once its headers took longer than the limit, and is disconnected', async () => {
    const held = await trickle({ port, head: headersLeftOpen(port, '/healthz'), everyMs: 50, boundMs: BOUND_MS });
    expect(held.status).toBe(408);
    expectUsualRefusal(held.received, held.body, 'request_timeout');
    expect(held.closedAfterMs).not.toBeNull();
    expect(held.closedAfterMs!).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(held.closedAfterMs!).toBeLessThan(HEADERS_MS + 1000);
  });

  it('gets 408 once its body took longer than the whole request may, and is disconnected', async () => {
    const jar = new CookieJar();
    const csrf = await fetchCsrf(t.app, jar);
    // Everything the BFF checks before it reads a body passes: the POST waits for its body.
    const head = bodyLeftOpen(port, '/v1/contact/inquiries', 'application/json', {
      Origin: ORIGIN,
      Cookie: jar.header(),
      'X-CSRF-Token': csrf,
      'Idempotency-Key': 'slow-client-key-000001',
    });
    const held = await trickle({ port, head, trickle: '{"a":"xxxxxxxx', everyMs: 50, boundMs: BOUND_MS });
    expect(held.status).toBe(408);
    expectUsualRefusal(held.received, held.body, 'request_timeout');
    expect(held.closedAfterMs).not.toBeNull();
    expect(held.closedAfterMs!).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(held.closedAfterMs!).toBeLessThan(REQUEST_MS + 1000);
  });

  it('is disconnected as soon as a request answered before its body arrived has its answer (403)', async () => {
    const head = bodyLeftOpen(port, '/v1/contact/inquiries', 'application/json');
    const held = await trickle({ port, head, trickle: '{"a":"xxxxxxxx', everyMs: 50, boundMs: BOUND_MS });
    expect(held.status).toBe(403);
    expect(held.received).toMatch(/\r\nconnection: close\r\n/i);
    expect(held.closedAfterMs).not.toBeNull();
    // Closed with its answer, not by the request's time limit a second later.
    expect(held.closedAfterMs! - held.answeredAfterMs!).toBeLessThan(REQUEST_MS / 2);
  });

  it('keeps a connection whose request was read whole (keep-alive as usual)', async () => {
    const held = await trickle({
      port,
      head: `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`,
      trickle: '',
      everyMs: 1000,
      boundMs: HEADERS_MS / 2,
    });
    expect(held.status).toBe(200);
    expect(held.received).not.toMatch(/\r\nconnection: close\r\n/i);
    expect(held.closedAfterMs).toBeNull();
  });
});

describe('requests Node refuses before the app sees them get the usual shape', () => {
  it('answers a malformed request line 400 invalid_request', async () => {
    const held = await trickle({ port, head: 'NOT A REQUEST\r\n\r\n', trickle: '', everyMs: 1000, boundMs: BOUND_MS });
    expect(held.status).toBe(400);
    expectUsualRefusal(held.received, held.body, 'invalid_request');
  });

  it('answers headers larger than Node takes 431 headers_too_large', async () => {
    const head = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`;
    const held = await trickle({ port, head, trickle: '', everyMs: 1000, boundMs: BOUND_MS });
    expect(held.status).toBe(431);
    expectUsualRefusal(held.received, held.body, 'headers_too_large');
  });
});

describe('the limits are settings', () => {
  it('refuses headers that may take longer than the whole request', async () => {
    const { loadConfig } = await import('../../src/config.ts');
    expect(loadConfig({}).http).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });
});

describe('a request under way when the BFF closes (a SIGTERM, main.ts)', () => {
  it('is answered, with Connection: close, so that its client opens the next one elsewhere', async () => {
    const closing = await createTestApp();
    let release = () => {};
    let arrived = () => {};
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    closing.app.get('/v1/held-for-test', async () => {
      arrived();
      await new Promise<void>((resolve) => (release = resolve));
      return { ok: true };
    });
    let closeBegan = () => {};
    const began = new Promise<void>((resolve) => (closeBegan = resolve));
    closing.app.addHook('preClose', (done) => {
      closeBegan();
      done();
    });
    const before = await closing.app.inject({ method: 'GET', url: '/v1/config' });
    expect(before.headers.connection).not.toBe('close');
    const answer = closing.app.inject({ method: 'GET', url: '/v1/held-for-test' });
    await inHandler;
    const closed = closing.close();
    await began;
    release();
    const res = await answer;
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close');
    await closed;
  });
});
