import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments left out). */
export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels`; undefined when there is none. */
export function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = parseSamples(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return found.length === 0 ? undefined : found.reduce((sum, s) => sum + s.value, 0);
}

/** GET /metrics as the scraper does; the text. */
export async function scrape(app: FastifyInstance, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return res.body;
}
