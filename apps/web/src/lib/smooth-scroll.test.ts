import { LIMITS } from '@storefront/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cosineEase, smoothScrollTo } from './smooth-scroll';

describe('cosineEase', () => {
  it('runs from 0 to 1 through 0.5, symmetric', () => {
    expect(cosineEase(0)).toBeCloseTo(0);
    expect(cosineEase(0.5)).toBeCloseTo(0.5);
    expect(cosineEase(1)).toBeCloseTo(1);
    expect(cosineEase(0.25)).toBeCloseTo(1 - cosineEase(0.75));
    expect(cosineEase(0.1)).toBeLessThan(0.1);
  });
});

describe('smoothScrollTo', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** jsdom's style may or may not know `scroll-behavior`; decide it per test. */
  const nativeSupport = (supported: boolean) => {
    const style = supported ? { scrollBehavior: '' } : {};
    vi.spyOn(document, 'documentElement', 'get').mockReturnValue({ style } as unknown as HTMLElement);
  };

  it('uses native smooth scrolling when the browser supports it', () => {
    nativeSupport(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    smoothScrollTo(300);
    expect(scrollTo).toHaveBeenCalledWith({ top: 300, behavior: 'smooth' });
  });

  it('falls back to animation frames over 468 ms with the cosine ease', () => {
    nativeSupport(false);
    const positions: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => {
      positions.push(args[1] as number);
    });
    smoothScrollTo(1000);
    vi.advanceTimersByTime(LIMITS.smoothScrollMs / 2);
    const halfway = positions.at(-1) ?? 0;
    expect(halfway).toBeGreaterThan(400);
    expect(halfway).toBeLessThan(600);
    vi.advanceTimersByTime(LIMITS.smoothScrollMs);
    expect(positions.at(-1)).toBe(1000);
    const count = positions.length;
    vi.advanceTimersByTime(500);
    expect(positions.length).toBe(count);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(LIMITS.smoothScrollMs).toBe(468);
  });

  it('animates an element’s scrollTop and can be stopped', () => {
    nativeSupport(false);
    const element = document.createElement('div');
    let top = 200;
    Object.defineProperty(element, 'scrollTop', { get: () => top, set: (v: number) => (top = v), configurable: true });
    const stop = smoothScrollTo(0, element);
    vi.advanceTimersByTime(100);
    expect(top).toBeLessThan(200);
    expect(top).toBeGreaterThan(0);
    stop();
    const stoppedAt = top;
    vi.advanceTimersByTime(1000);
    expect(top).toBe(stoppedAt);
  });
});
