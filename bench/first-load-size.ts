/**
 * First-load JS and CSS of the top page, gzip: what apps/web/dist/index.html loads before any lazy route
 * (entry script, modulepreloads, stylesheets) plus the lazy chunk of the top page route when named.
 * Budget (ARCHITECTURE.md §7): top page first-load JS ≤ 150 KB gzip.
 * Run: npm run build && node bench/first-load-size.ts
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
const topChunk = readdirSync(join(dist, 'assets'))
  .filter((f) => /^(home|top)[-.].*\.js$/i.test(f))
  .map((f) => `/assets/${f}`);
const files = [...new Set([...referenced, ...topChunk])];

let js = 0;
let css = 0;
const rows = files.map((file) => {
  const raw = readFileSync(join(dist, file));
  const gz = gzipSync(raw, { level: 9 }).length;
  if (file.endsWith('.js')) js += gz;
  else css += gz;
  return `${file.padEnd(60)} ${(raw.length / 1024).toFixed(1).padStart(8)} KB raw ${(gz / 1024).toFixed(1).padStart(7)} KB gzip`;
});
console.log(rows.join('\n'));
console.log(
  `\nfirst-load JS  ${(js / 1024).toFixed(1)} KB gzip (budget 150 KB) ${js <= 150 * 1024 ? 'ok' : 'OVER BUDGET'}`,
);
console.log(`first-load CSS ${(css / 1024).toFixed(1)} KB gzip`);
