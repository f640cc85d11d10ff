import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from '../src/database/write-batcher.ts';

/** A statement the test finishes by hand: what each call was given, and its resolve/reject. */
function manualWrites() {
  const calls: { items: number[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const writeAll = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ items, finish: resolve, fail: reject });
    });
  return { calls, writeAll };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createWriteBatcher', () => {
  it('writes a lone item at once, and the items asked for meanwhile together, next', async () => {
    const { calls, writeAll } = manualWrites();
    const batcher = createWriteBatcher(writeAll);
    const done: number[] = [];
    const first = batcher.write(1).then(() => done.push(1));
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1]]);
    const rest = [2, 3, 4].map((n) => batcher.write(n).then(() => done.push(n)));
    await tick();
    // Nothing more is sent while the first statement is on its way.
    expect(calls).toHaveLength(1);
    calls[0]?.finish();
    await first;
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1], [2, 3, 4]]);
    // No caller hears of its write before the statement holding it has finished.
    expect(done).toEqual([1]);
    calls[1]?.finish();
    await Promise.all(rest);
    expect(done).toEqual([1, 2, 3, 4]);
  });

  it('keeps to the largest batch it is given', async () => {
    const { calls, writeAll } = manualWrites();
    const batcher = createWriteBatcher(writeAll, { max: 2 });
    const all = [1, 2, 3, 4, 5].map((n) => batcher.write(n));
    await tick();
    calls[0]?.finish();
    await tick();
    calls[1]?.finish();
    await tick();
    calls[2]?.finish();
    await Promise.all(all);
    expect(calls.map((call) => call.items)).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails only the item the database refuses: a failed batch is written again one by one', async () => {
    const seen: number[][] = [];
    const batcher = createWriteBatcher(async (items: number[]) => {
      seen.push(items);
      if (items.includes(3)) throw new Error(`refused ${items.join(',')}`);
    });
    const first = batcher.write(1);
    const results = await Promise.allSettled([first, ...[2, 3, 4].map((n) => batcher.write(n))]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((results[2] as PromiseRejectedResult).reason.message).toBe('refused 3');
    expect(seen).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });
});
