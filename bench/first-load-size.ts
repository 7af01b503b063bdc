/**
 * First-load JavaScript as a member's browser receives it from a started portal: Debian Chromium opens each page
 * in a fresh profile and the bytes on the wire of every script response (headers and encoded body, as the server
 * sent them) are added up until the network is quiet. Budget (ARCHITECTURE.md §7): ≤ 150 KB per page.
 * The same figure for `/` (a visitor) and `/information` (a member) is guarded in CI by e2e/tests/first-load.spec.ts.
 *
 * MEMBER=<test member's login ID> (e.g. principal) measures a signed-in member's first load instead: one login at the
 * development identity provider (as e2e/support/persona.ts does), then each page in a fresh tab of that signed-in
 * browser with its cache off, counting only that tab's scripts.
 *
 *   npm start                        (in another terminal)
 *   node bench/first-load-size.ts    BASE_URL (default http://localhost:3000), PAGES (comma-separated paths), MEMBER
 */
import puppeteer, { type Browser, type BrowserContext } from 'puppeteer-core';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const member = process.env.MEMBER;
const pages = (
  process.env.PAGES ??
  (member
    ? '/,/information,/memberStatus,/favorite,/oneTimePassword,/leisure,/menus?keyword=温泉'
    : '/,/information,/leisure,/weeklyPicks,/specialPage/detail?spid=unknown-alias,/menus?keyword=温泉,/menus/2000001,/map')
).split(',');
const BUDGET = 150 * 1024;
/** The development identity provider's password of every test member (packages/personas). */
const PERSONA_PASSWORD = 'password';

/**
 * A browser context signed in as `loginId`: the BFF's login, the provider's password form and, for a level-2
 * login, the one-time code the development provider shows on its page.
 */
async function signedInContext(browser: Browser, loginId: string): Promise<BrowserContext> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.goto(`${base}/v1/top/login?back_uri=${encodeURIComponent('/')}`);
  await page.waitForSelector('#loginId');
  await page.type('#loginId', loginId);
  await page.type('#password', PERSONA_PASSWORD);
  await Promise.all([page.waitForNavigation(), page.click('form:has(#loginId) button[type="submit"]')]);
  if (await page.$('#one-time-code')) {
    const code = (await page.$eval('#one-time-code', (element) => element.textContent ?? '')).trim();
    await page.type('#code', code);
    await Promise.all([page.waitForNavigation(), page.click('form:has(#code) button[type="submit"]')]);
  }
  await page.waitForFunction((origin) => location.origin === origin && location.pathname === '/', {}, base);
  const session = (await page.evaluate(async () => (await fetch('/v1/top/session')).json())) as {
    data?: { authenticated?: boolean };
  };
  if (!session.data?.authenticated) throw new Error(`Not signed in as ${loginId}: ${JSON.stringify(session)}`);
  await page.close();
  return context;
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let over = 0;
try {
  const signedIn = member ? await signedInContext(browser, member) : undefined;
  if (member) console.log(`Signed in as ${member}.`);
  for (const path of pages) {
    const context = signedIn ?? (await browser.createBrowserContext());
    const page = await context.newPage();
    // A fresh tab of the signed-in browser shares its cache: off, so every script comes over the wire again.
    if (signedIn) await page.setCacheEnabled(false);
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
    if (signedIn && new URL(page.url()).origin !== base) throw new Error(`${path} left the portal: ${page.url()}`);
    if (signedIn) await page.close();
    else await context.close();
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
