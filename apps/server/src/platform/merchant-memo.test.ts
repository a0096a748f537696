import { describe, expect, it } from 'vitest';
import { createMerchantMemo } from './merchant-memo.js';

/** Work that answers when told to, counting how often it was started. */
function controlledWork<V>() {
  let started = 0;
  const answers: ((value: V | undefined) => void)[] = [];
  return {
    work: () => {
      started++;
      return new Promise<V | undefined>((resolve) => answers.push(resolve));
    },
    answer: (value: V | undefined) => answers.shift()!(value),
    started: () => started,
  };
}

describe('values a merchant memo works out', () => {
  it('does the work once for requests that arrive while it is under way, then answers from what it kept', async () => {
    const memo = createMerchantMemo<number[]>({ ttlMs: 60_000, max: 10 });
    const { work, answer, started } = controlledWork<number[]>();
    const waiting = Array.from({ length: 5 }, () => memo.valueOf('456817|a', work));
    expect(started()).toBe(1);
    answer([1, 2]);
    const values = await Promise.all(waiting);
    expect(values.every((value) => value === values[0])).toBe(true);
    expect(await memo.valueOf('456817|a', work)).toEqual([1, 2]);
    expect(started()).toBe(1);
  });

  it('keeps no undefined answer, and nothing at all without a time to keep', async () => {
    const memo = createMerchantMemo<number[]>({ ttlMs: 60_000, max: 10 });
    const { work, answer, started } = controlledWork<number[]>();
    const first = memo.valueOf('456817|a', work);
    answer(undefined);
    expect(await first).toBeUndefined();
    const second = memo.valueOf('456817|a', work);
    expect(started()).toBe(2);
    answer([3]);
    expect(await second).toEqual([3]);

    const unkept = createMerchantMemo<number[]>({ ttlMs: 0, max: 10 });
    const again = controlledWork<number[]>();
    const both = [unkept.valueOf('456817|a', again.work), unkept.valueOf('456817|a', again.work)];
    expect(again.started()).toBe(2);
    again.answer([1]);
    again.answer([2]);
    expect(await Promise.all(both)).toEqual([[1], [2]]);
  });

  it("forgets a merchant's work under way: later requests start again and the old answer is not kept", async () => {
    const memo = createMerchantMemo<number[]>({ ttlMs: 60_000, max: 10 });
    const { work, answer, started } = controlledWork<number[]>();
    const before = memo.valueOf('456817|a', work);
    const otherMerchant = memo.valueOf('518200|a', work);
    memo.forget('456817');
    const after = memo.valueOf('456817|a', work);
    expect(started()).toBe(3);
    answer([1]);
    answer([2]);
    answer([3]);
    expect(await before).toEqual([1]);
    expect(await otherMerchant).toEqual([2]);
    expect(await after).toEqual([3]);
    expect(await memo.valueOf('456817|a', work)).toEqual([3]);
    expect(started()).toBe(3);
    // Work started before any forgetting is not kept (the memo does not tell merchants' forgettings apart).
    const otherAgain = memo.valueOf('518200|a', work);
    expect(started()).toBe(4);
    answer([4]);
    expect(await otherAgain).toEqual([4]);
  });
});
