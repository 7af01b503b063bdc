/**
 * `npm start` time to the first 200 of the top page, on fresh data directories (first run: migrate + seed).
 * Run: node bench/startup-time.ts   (the web app must be built already, or the build time is included)
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const port = 3200;
const data = resolve(root, '.data/bench-startup');
rmSync(data, { recursive: true, force: true });

const started = performance.now();
const child = spawn(process.execPath, ['scripts/start.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(port),
    IDP_PORT: '3202',
    PGLITE_DIR: `${data}/portal`,
    IDP_DATA_DIR: `${data}/idp`,
  },
});
const deadline = started + 120_000;
let ms = -1;
while (performance.now() < deadline) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(1000),
    });
    if (res.status === 200) {
      ms = performance.now() - started;
      break;
    }
  } catch {
    // not yet
  }
  await new Promise((r) => setTimeout(r, 50));
}
child.kill('SIGTERM');
console.log(
  ms < 0
    ? 'the portal did not answer within 120 s'
    : `npm start → first 200 on / in ${(ms / 1000).toFixed(2)} s (fresh data: migrate + seed)`,
);
