import { describe, expect, it } from 'vitest';
import { clockText, salePhase, serverNow, splitDuration, stockLeftPercent } from './countdown';

describe('splitDuration', () => {
  it('splits a span into days, hours, minutes and seconds', () => {
    expect(splitDuration(((26 * 60 + 3) * 60 + 4) * 1000 + 999)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(splitDuration(59_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });

  it('never goes below zero', () => {
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('clockText', () => {
  it('pads hours, minutes and seconds', () => {
    expect(clockText({ days: 3, hours: 2, minutes: 3, seconds: 4 })).toBe('02:03:04');
    expect(clockText({ days: 0, hours: 23, minutes: 59, seconds: 59 })).toBe('23:59:59');
  });
});

describe('serverNow', () => {
  it('moves the server time on by the time passed since the answer arrived', () => {
    const receivedAt = 1_000_000;
    expect(serverNow('2026-01-01T00:00:00.000Z', receivedAt, receivedAt + 1500)).toBe(
      Date.parse('2026-01-01T00:00:00.000Z') + 1500,
    );
  });
});

describe('salePhase', () => {
  const sale = { startTime: '2026-01-01T10:00:00Z', endTime: '2026-01-02T10:00:00Z', stockLeft: 5 };
  const at = (iso: string) => Date.parse(iso);

  it('counts down to the start of an upcoming sale', () => {
    expect(salePhase(sale, at('2026-01-01T09:00:00Z'))).toEqual({ phase: 'upcoming', msLeft: 3_600_000 });
  });

  it('counts down to the end of a running sale', () => {
    expect(salePhase(sale, at('2026-01-02T09:59:00Z'))).toEqual({ phase: 'ongoing', msLeft: 60_000 });
  });

  it('is sold out when a running sale has no stock left, and ended after its end', () => {
    expect(salePhase({ ...sale, stockLeft: 0 }, at('2026-01-01T12:00:00Z'))).toEqual({ phase: 'soldout' });
    expect(salePhase(sale, at('2026-01-02T10:00:00Z'))).toEqual({ phase: 'ended' });
  });
});

describe('stockLeftPercent', () => {
  it('is the share left, bounded to 0–100', () => {
    expect(stockLeftPercent(50, 45)).toBe(90);
    expect(stockLeftPercent(30, 0)).toBe(0);
    expect(stockLeftPercent(0, 0)).toBe(0);
    expect(stockLeftPercent(10, 12)).toBe(100);
  });
});
