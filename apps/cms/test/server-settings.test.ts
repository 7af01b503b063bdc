import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The CMS's server refuses settings it cannot honour before it loads Next (server.ts, docs/decisions/0034). */
const SERVER = resolve(import.meta.dirname, '../server.ts');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', CMS_PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the CMS server’s settings', () => {
  it('needs TRUST_PROXY when it listens beyond this machine (issue 33), and says so without a stack trace', () => {
    const result = start({ CMS_HOST: '0.0.0.0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('TRUST_PROXY: required when the CMS listens on 0.0.0.0');
    expect(result.stderr).toContain('The CMS did not start.');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('lists every problem at once: a TRUST_PROXY that is not the BFF’s syntax, and limits Node would refuse', () => {
    const result = start({ TRUST_PROXY: '1', HTTP_HEADERS_TIMEOUT_MS: '40000', HTTP_REQUEST_TIMEOUT_MS: '30000' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/TRUST_PROXY: none, or addresses, CIDR ranges/);
    expect(result.stderr).toContain('HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  });
});
