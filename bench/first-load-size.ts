/**
 * First-load JavaScript as a member's browser receives it from a started portal: Debian Chromium opens each page
 * in a fresh profile and the bytes on the wire of every script response (headers and encoded body, as the server
 * sent them) are added up until the network is quiet. Budget (ARCHITECTURE.md §7): ≤ 150 KB per page.
 * The same figure for `/` is guarded in CI by e2e/tests/first-load.spec.ts.
 *
 *   npm start                        (in another terminal)
 *   node bench/first-load-size.ts    BASE_URL (default http://localhost:3000), PAGES (comma-separated paths)
 */
import puppeteer from 'puppeteer-core';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const pages = (
  process.env.PAGES ??
  '/,/information,/leisure,/weeklyPicks,/specialPage/detail?spid=unknown-alias,/menus?keyword=温泉,/menus/2000001,/map'
).split(',');
const BUDGET = 150 * 1024;

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let over = 0;
try {
  for (const path of pages) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823 });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const scripts = new Map<string, { url: string; encoding?: string }>();
    const rows: { url: string; bytes: number; encoding?: string }[] = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      scripts.set(event.requestId, { url: event.response.url, encoding: headers['content-encoding'] as string });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) rows.push({ ...script, bytes: event.encodedDataLength });
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
    await context.close();
    const total = rows.reduce((sum, row) => sum + row.bytes, 0);
    if (total > BUDGET) over++;
    console.log(
      `\n${path}: ${(total / 1024).toFixed(1)} KB JS transferred in ${rows.length} responses ${total <= BUDGET ? 'ok' : 'OVER BUDGET'}`,
    );
    for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
      console.log(
        `  ${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${(row.encoding ?? 'identity').padEnd(8)} ${new URL(row.url).pathname}`,
      );
    }
  }
} finally {
  await browser.close();
}
process.exitCode = over ? 1 : 0;
