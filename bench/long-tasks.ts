/**
 * The main-thread tasks that make a page's Total Blocking Time, and what runs in them (ADR 0030): loads each page of a
 * started portal in Debian Chromium at full speed with a trace (the timeline and V8's sampling profiler), and prints
 * every task after the first paint that lasts longer than MIN_MS, with the trace events and the functions (by CPU
 * samples, with their callers) that fill it. Lighthouse's mobile run slows the CPU 4×: a task over 12.5 ms here is
 * one over 50 ms there, and each millisecond above 12.5 adds about 4 ms of TBT.
 *
 *   npm start                            (in another terminal)
 *   node bench/long-tasks.ts             BASE_URL (default http://localhost:3000), PAGES (comma-separated paths,
 *                                        `member:` before a path signs in as `principal` first; default
 *                                        /,member:/memberStatus), MIN_MS (default 12.5), TOP (functions shown per
 *                                        task, default 8), FRAMES (a regular expression: only the functions whose
 *                                        `name file` matches, e.g. '^[A-Z]\\w* (?!vendor)' for the app's components), CHROME_PATH (default /usr/bin/chromium), TRACE_DIR (keeps
 *                                        each trace there, to open in Chromium's performance panel)
 *
 * A trace costs some speed (the profiler samples every 0.1 ms): read the tasks' proportions and their order, and keep
 * Lighthouse (bench/lighthouse.ts) as the measure of TBT.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const minMs = Number(process.env.MIN_MS ?? 12.5);
const top = Number(process.env.TOP ?? 8);
const pages = (process.env.PAGES ?? '/,member:/memberStatus').split(',');
const frames = new RegExp(process.env.FRAMES ?? '');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number };
}

async function signIn(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${base}/v1/top/login?back_uri=%2F`, { waitUntil: 'networkidle0' });
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.evaluate(() => {
      document.querySelector<HTMLInputElement>('input[name="loginId"][value="principal"]')?.form?.requestSubmit();
    }),
  ]);
  await page.close();
}

async function trace(browser: Browser, path: string): Promise<TraceEvent[]> {
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
  // Whatever the page does once the network is quiet (the end of hydration, the widgets' first renders).
  await page.evaluate(() => new Promise((done) => setTimeout(done, 1500)));
  const buffer = await page.tracing.stop();
  await page.close();
  const parsed = JSON.parse(Buffer.from(buffer!).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

const shortUrl = (url: string | undefined) => (url ?? '').replace(/^.*\//, '') || '(native)';

/** The CPU samples of the renderer's profile: each sample's time and its stack of `function file` names. */
function samplesOf(events: TraceEvent[], pid: number): { ts: number; stack: string[] }[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; stack: string[] }[] = [];
  let time = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') time = (event.args?.data?.startTime as number) ?? 0;
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      time += data.timeDeltas?.[i] ?? 0;
      const stack: string[] = [];
      for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const { functionName, url } = node.callFrame;
        if (functionName === '(root)') break;
        stack.push(`${functionName || '(anonymous)'} ${shortUrl(url)}`);
      }
      samples.push({ ts: time, stack });
    });
  }
  return samples;
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--lang=ja'],
});
let signedIn = false;
try {
  for (const entry of pages) {
    const member = entry.startsWith('member:');
    const path = member ? entry.slice('member:'.length) : entry;
    if (member && !signedIn) {
      await signIn(browser);
      signedIn = true;
    }
    const events = await trace(browser, path);
    if (process.env.TRACE_DIR) {
      mkdirSync(process.env.TRACE_DIR, { recursive: true });
      writeFileSync(join(process.env.TRACE_DIR, `${entry.replace(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(events));
    }
    const mains = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const onMain = (e: TraceEvent) => mains.has(`${e.pid}:${e.tid}`);
    const paint = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e));
    const tasks = events.filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        onMain(e) &&
        (e.dur ?? 0) > minMs * 1000 &&
        (!paint || e.ts >= paint.ts),
    );
    const samplesByProcess: Record<number, ReturnType<typeof samplesOf>> = {};
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, (4 * (t.dur ?? 0)) / 1000 - 50), 0);
    console.log(
      `\n${entry}: ${tasks.length} task(s) over ${minMs} ms after the first paint; ×4 slowdown ≈ ${Math.round(blocking)} ms of TBT`,
    );
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = events.filter(
        (e) => e.ph === 'X' && e !== task && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts < end,
      );
      // The outermost events of the task: what the browser was doing (script, style, layout…).
      const outer = inside.filter(
        (e) =>
          !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && o.dur! > e.dur!),
      );
      const byName = new Map<string, number>();
      for (const e of outer) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      const what = [...byName].sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
      console.log(
        `  at ${((task.ts - (paint?.ts ?? task.ts)) / 1000).toFixed(0)} ms after the first paint: ${((task.dur ?? 0) / 1000).toFixed(1)} ms — ${what.join(', ')}`,
      );
      const total = new Map<string, number>();
      let sampled = 0;
      const samples = (samplesByProcess[task.pid] ??= samplesOf(events, task.pid));
      samples.forEach((sample, i) => {
        if (sample.ts < task.ts || sample.ts >= end) return;
        const ms = ((samples[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
        sampled += ms;
        for (const frame of new Set(sample.stack)) total.set(frame, (total.get(frame) ?? 0) + ms);
      });
      for (const [frame, ms] of [...total]
        .filter(([name]) => frames.test(name))
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)) {
        console.log(`      ${ms.toFixed(1).padStart(5)} ms  ${frame}`);
      }
      if (sampled === 0) console.log('      (no JavaScript sampled)');
    }
  }
} finally {
  await browser.close();
}
