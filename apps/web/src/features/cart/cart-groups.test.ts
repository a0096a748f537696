import type { CartItem } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { dateHeading, groupCart, isBookable, selectedLines, stayNights } from './cart-groups';

let nextId = 1;
const line = (date: string, extra: Partial<CartItem> = {}): CartItem => ({
  id: nextId++,
  kind: 'product',
  productCode: 'P1',
  gcode: 'G1',
  hotelId: null,
  roomTypeId: null,
  ratePlanId: null,
  title: `Line on ${date}`,
  packageTitle: 'Package',
  image: '',
  date,
  endDate: '',
  quantities: { adult: 1 },
  rooms: [],
  quantity: 1,
  price: 10_000,
  addedPrice: 10_000,
  currency: 'AUD',
  status: 'ok',
  stockLeft: 10,
  addedAt: '2026-01-01T00:00:00Z',
  ...extra,
});

const ids = (items: readonly CartItem[]) => items.map((item) => item.id);

describe('groupCart', () => {
  it('groups bookable lines under their date, soonest first, keeping the cart order within a date', () => {
    const late = line('2026-12-03');
    const earlyA = line('2026-11-20');
    const earlyB = line('2026-11-20', { status: 'repriced', price: 12_000 });
    const { ready, closed } = groupCart([late, earlyA, earlyB]);
    expect(ready.map((group) => group.date)).toEqual(['2026-11-20', '2026-12-03']);
    expect(ids(ready[0]!.items)).toEqual([earlyA.id, earlyB.id]);
    expect(ids(ready[1]!.items)).toEqual([late.id]);
    expect(closed).toEqual([]);
  });

  it('puts a hotel stay under its check-in date', () => {
    const product = line('2026-11-21');
    const stay = line('2026-11-21', { kind: 'hotel', endDate: '2026-11-23', productCode: '', gcode: '', hotelId: 7 });
    const { ready } = groupCart([stay, product]);
    expect(ready).toHaveLength(1);
    expect(ids(ready[0]!.items)).toEqual([stay.id, product.id]);
    expect(stayNights(stay)).toBe(2);
    expect(stayNights(product)).toBe(0);
  });

  it('sets sold-out, past and unavailable lines apart, soonest first, whatever their date', () => {
    const ok = line('2026-11-20');
    const soldout = line('2026-11-25', { status: 'soldout', price: null });
    const past = line('2020-01-01', { status: 'past', price: null });
    const unavailable = line('2026-11-20', { status: 'unavailable', price: null });
    const { ready, closed } = groupCart([soldout, ok, past, unavailable]);
    expect(ready.map((group) => ids(group.items))).toEqual([[ok.id]]);
    expect(ids(closed)).toEqual([past.id, unavailable.id, soldout.id]);
  });

  it('keeps a repriced line bookable, and a line without a price out', () => {
    expect(isBookable(line('2026-11-20', { status: 'repriced' }))).toBe(true);
    expect(isBookable(line('2026-11-20', { price: null }))).toBe(false);
    expect(groupCart([line('2026-11-20', { price: null })]).closed).toHaveLength(1);
  });

  it('answers no groups for an empty cart', () => {
    expect(groupCart([])).toEqual({ ready: [], closed: [] });
  });
});

describe('dateHeading', () => {
  it('names the day in the page language, whatever the time zone', () => {
    expect(dateHeading('2026-11-21', 'en-AU')).toMatch(/^Saturday,? 21 November 2026$/);
    expect(dateHeading('2026-11-21', 'zh-CN')).toBe('2026年11月21日星期六');
    expect(dateHeading('2026-11-21', 'zh-TW')).toContain('星期六');
    expect(dateHeading('2026-11-21', 'ko-KR')).toContain('토요일');
  });
});

describe('selectedLines', () => {
  it('selects every bookable line by default', () => {
    const a = line('2026-05-01');
    const b = line('2026-05-02', { status: 'repriced' });
    expect(selectedLines([a, b], new Set())).toEqual([a, b]);
  });
  it('leaves out the lines the member unticked and the lines that cannot be booked', () => {
    const a = line('2026-05-01');
    const b = line('2026-05-02');
    const soldOut = line('2026-05-03', { status: 'soldout' });
    const noPrice = line('2026-05-04', { price: null });
    expect(selectedLines([a, b, soldOut, noPrice], new Set([a.id]))).toEqual([b]);
  });
  it('takes a line added later into the selection', () => {
    const a = line('2026-05-01');
    const unticked = new Set([a.id]);
    const later = line('2026-05-09');
    expect(selectedLines([a, later], unticked)).toEqual([later]);
  });
});
