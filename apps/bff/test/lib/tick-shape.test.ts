import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { keepTickObjectShape, keptTickObject } from '../../src/lib/tick-shape.ts';

const run = promisify(execFile);
const moduleUrl = pathToFileURL(new URL('../../src/lib/tick-shape.ts', import.meta.url).pathname).href;

/**
 * A process that makes `process.nextTick` hot, then runs full collections while no tick is queued (what V8's memory
 * reducer does to an idle server), then makes it hot again; `keep` holds a tick object first, as main.ts does.
 * V8's deoptimisation trace says whether the collections threw away nextTick's code for lack of its shapes.
 */
async function nextTickAfterIdle(keep: boolean): Promise<string[]> {
  const script = `
    ${keep ? `await (await import(${JSON.stringify(moduleUrl)})).keepTickObjectShape();` : ''}
    const noop = () => {};
    const drain = () => new Promise((done) => setImmediate(done));
    const hot = async () => { for (let i = 0; i < 10; i += 1) { for (let j = 0; j < 100000; j += 1) process.nextTick(noop); await drain(); } };
    await hot();
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 3; i += 1) { globalThis.gc(); await new Promise((done) => setTimeout(done, 20)); }
      await hot();
    }
  `;
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', '--trace-deopt', '--input-type=module', '-e', script],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout.split('\n').filter((line) => /SharedFunctionInfo nextTick>.*embedded weak objects cleared/.test(line));
}

describe('process.nextTick after an idle spell (ADR 0031, ADR 0032)', () => {
  it('holds one of Node’s tick objects', async () => {
    await keepTickObjectShape();
    const kept = keptTickObject() as { callback?: unknown } | undefined;
    expect(typeof kept?.callback).toBe('function');
    await keepTickObjectShape();
    expect(keptTickObject()).toBe(kept);
  });

  it('keeps nextTick’s optimised code through full collections, which lose it without the kept tick', async () => {
    const [without, withKept] = await Promise.all([nextTickAfterIdle(false), nextTickAfterIdle(true)]);
    // The control: this Node does lose nextTick's code to collections that find no tick object alive.
    expect(without.length).toBeGreaterThan(0);
    expect(withKept).toEqual([]);
  });
});
