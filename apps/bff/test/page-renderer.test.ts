import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPageRenderer, type PageRender } from '../src/modules/pages/renderer.ts';

// A web build whose server renderer throws as it loads (ADR 0032): no render thread can start, and piscina does not
// start new ones. Every page must fail at once, to go to the browser as built, never wait for a thread.

function brokenBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-broken-spa-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), "throw new Error('the server renderer cannot load');\n");
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="ja"><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/app.js' } }));
  return dist;
}

const logged = vi.fn();
const distDir = brokenBuild();
const renderer = createPageRenderer({ log: { error: logged } } as unknown as FastifyInstance, {
  distDir,
  threads: 2,
  pageCallMark: 'mark',
  callScope: (work) => work(),
})!;
afterAll(async () => {
  await renderer.close();
  rmSync(dirname(distDir), { recursive: true, force: true });
});

const page = (n: number): PageRender => ({
  url: `http://portal.test/leisure?n=${n}`,
  language: 'ja',
  contentVersion: 'v1',
  cookies: {},
  codings: ['identity'],
  kept: false,
  call: { cookie: undefined, headers: {}, remoteAddress: '127.0.0.1', post: null },
});

describe('a server renderer that cannot load', () => {
  it('fails every page, those waiting for a thread and those after them, and says why', async () => {
    // More pages than threads: some wait in the pool's queue when the threads fail.
    const first = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => renderer.render(page(n))));
    expect(first.map((result) => result.status)).toEqual(Array(6).fill('rejected'));
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.anything(), 'a render thread failed'));
    expect(String(logged.mock.calls[0]![0].err)).toContain('the server renderer cannot load');
    await vi.waitFor(() =>
      expect(renderer.render(page(7))).rejects.toThrow('no render thread is running: pages go to the browser'),
    );
  });
});
