import { executionAsyncResource } from 'node:async_hooks';

/**
 * Keeps `process.nextTick` fast after the process has been idle (found in ADR 0031, amendment "`process.nextTick`
 * after an idle spell"; kept after an A/B at the production settings, ADR 0032, amendment "the tick object held").
 *
 * Each `process.nextTick` builds a small object (Node's TickObject, an object literal with symbol keys). Optimised
 * code holds the shapes (maps) of those objects weakly, and no tick object outlives its tick. When the BFF has been
 * idle for a while, V8's memory reducer runs full collections while no tick object exists, the shapes die, and
 * every function compiled against them is thrown away. New tick objects then get new shapes, and the literal's
 * property definitions stay on V8's slow path for the rest of the process: measured on Node 24.9 and 24.21, a
 * `nextTick` costs 10–14× as much as before (≈ 90 → ≈ 900 ns), and Node's HTTP server calls it several times per
 * answer. One tick object held for the life of the process keeps its shape, and with it the whole chain of
 * shapes, alive.
 *
 * This works around V8 and Node, not the portal: `test/lib/tick-shape.test.ts` runs the same collections in a plain
 * script without the held object as its control, so a Node that no longer loses `nextTick`'s code fails that test,
 * and this module can go.
 */
let kept: object | undefined;

/** Holds one tick object for the life of the process; resolves once it is held. Idempotent. */
export function keepTickObjectShape(): Promise<void> {
  if (kept) return Promise.resolve();
  return new Promise((done) => {
    process.nextTick(() => {
      // Inside a tick's callback, the resource Node reports as executing is that tick's own object.
      kept = executionAsyncResource();
      done();
    });
  });
}

/** The tick object held (tests). */
export function keptTickObject(): object | undefined {
  return kept;
}
