// Link prefetching moved to idle time (src/clientModules/idlePrefetch.ts): every route still gets prefetched,
// once, but only while the browser is idle and a few per idle slice.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {IDLE_PREFETCH, SLICE_BUDGET_MS, idlePrefetch, type DocusaurusGlobal} from '../../src/utils/idlePrefetch';

function harness() {
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  const original: DocusaurusGlobal = {
    prefetch: (p) => (prefetched.push(p), Promise.resolve()),
    preload: (p) => (preloaded.push(p), Promise.resolve()),
  };
  const slices: ((deadline: {timeRemaining: () => number; didTimeout: boolean}) => void)[] = [];
  const clock = {ms: 0};
  // Each prefetch takes 1 ms of the fake clock.
  const wrapped = idlePrefetch(
    {...original, prefetch: (p) => ((clock.ms += 1), original.prefetch(p))},
    (run) => slices.push(run),
    () => clock.ms,
  );
  return {prefetched, preloaded, slices, wrapped};
}

test('prefetch waits for idle time, then runs each route once', () => {
  const {prefetched, slices, wrapped} = harness();
  for (const p of ['/docs/a', '/docs/b', '/docs/a', '/blog']) void wrapped.prefetch(p);
  assert.deepEqual(prefetched, [], 'nothing runs while the page is busy');
  assert.equal(slices.length, 1, 'one idle callback for the whole batch');
  slices.shift()!({timeRemaining: () => 50, didTimeout: false});
  assert.deepEqual(prefetched, ['/docs/a', '/docs/b', '/blog']);
  assert.equal(slices.length, 0);
});

test('a short idle slice runs one route and asks for another slice', () => {
  const {prefetched, slices, wrapped} = harness();
  for (const p of ['/a', '/b', '/c']) void wrapped.prefetch(p);
  slices.shift()!({timeRemaining: () => 1, didTimeout: true});
  assert.deepEqual(prefetched, ['/a']);
  assert.equal(slices.length, 1);
  slices.shift()!({timeRemaining: () => 1, didTimeout: false});
  slices.shift()!({timeRemaining: () => 1, didTimeout: false});
  assert.deepEqual(prefetched, ['/a', '/b', '/c']);
  assert.equal(slices.length, 0);
});

test('a long idle period still runs only a few milliseconds of prefetching per slice', () => {
  const {prefetched, slices, wrapped} = harness();
  for (let i = 0; i < 20; i += 1) void wrapped.prefetch(`/p${i}`);
  slices.shift()!({timeRemaining: () => 50, didTimeout: false});
  assert.equal(prefetched.length, SLICE_BUDGET_MS);
  assert.equal(slices.length, 1);
});

test('preload (hover, touch) is untouched and the wrapper is marked', () => {
  const {preloaded, wrapped} = harness();
  void wrapped.preload('/docs/');
  assert.deepEqual(preloaded, ['/docs/']);
  assert.equal((wrapped as unknown as Record<string, unknown>)[IDLE_PREFETCH], true);
  assert.ok(Object.isFrozen(wrapped));
});
