import { describe, expect, it } from 'vitest';
import { buildRangeRequest, emptyRangeForm, type RangeForm } from './range-request';

const form = (patch: Partial<RangeForm>): RangeForm => ({ ...emptyRangeForm('2027-01-01', '2027-01-31'), ...patch });
const TYPES = ['adult', 'child'] as const;

describe('range editor request', () => {
  it('builds "every Saturday and Sunday in January: adult 89.00, child 45.00, stock 40"', () => {
    const built = buildRangeRequest(
      form({ weekdays: [6, 0], prices: { adult: '89.00', child: '45.00' }, stock: '40' }),
      'NZD',
      TYPES,
    );
    expect(built).toEqual({
      ok: true,
      request: {
        from: '2027-01-01',
        to: '2027-01-31',
        weekdays: [0, 6],
        prices: { adult: 8900, child: 4500 },
        stock: 40,
      },
    });
  });

  it('names no pattern when every weekday or none is ticked', () => {
    for (const weekdays of [[], [0, 1, 2, 3, 4, 5, 6]]) {
      const built = buildRangeRequest(form({ weekdays, stock: '5' }), 'NZD', TYPES);
      expect(built.ok && built.request).toEqual({ from: '2027-01-01', to: '2027-01-31', stock: 5 });
    }
  });

  it('sends prices in minor units of a whole-unit currency', () => {
    const built = buildRangeRequest(form({ prices: { adult: '89000' } }), 'KRW', TYPES);
    expect(built.ok && built.request.prices).toEqual({ adult: 8_900_000 });
  });

  it('reads only the price types the package sells, and leaves an empty one alone', () => {
    const built = buildRangeRequest(form({ prices: { adult: '', senior: '70', unit: 'x' } }), 'NZD', [
      'adult',
      'senior',
    ]);
    expect(built.ok && built.request.prices).toEqual({ senior: 7000 });
  });

  it('closes days without stock or prices, and opens them with a stock', () => {
    expect(buildRangeRequest(form({ sale: 'close' }), 'NZD', TYPES)).toEqual({
      ok: true,
      request: { from: '2027-01-01', to: '2027-01-31', closed: true },
    });
    const opened = buildRangeRequest(form({ sale: 'open', stock: '12' }), 'NZD', TYPES);
    expect(opened.ok && opened.request).toMatchObject({ closed: false, stock: 12 });
  });

  it('says what is wrong, field by field', () => {
    const wrong = buildRangeRequest(
      form({ from: '2027-02-10', to: '2027-02-01', prices: { adult: '12.345', child: '-1' }, stock: '4.5' }),
      'NZD',
      TYPES,
    );
    expect(wrong).toEqual({
      ok: false,
      errors: {
        to: 'The last day is before the first',
        adult: 'At most 2 decimals',
        child: 'Type an amount such as 89.00',
        stock: 'A whole number from 0 to 100,000',
      },
    });
    expect(buildRangeRequest(form({ from: '', to: '2027-13-01' }), 'NZD', TYPES)).toMatchObject({
      ok: false,
      errors: { from: 'Choose the first day', to: 'Choose the last day' },
    });
    expect(buildRangeRequest(form({ from: '2027-01-01', to: '2028-01-02', stock: '1' }), 'NZD', TYPES)).toMatchObject({
      ok: false,
      errors: { to: 'At most 366 days at once' },
    });
    expect(buildRangeRequest(form({ sale: 'close', stock: '3' }), 'NZD', TYPES)).toMatchObject({
      ok: false,
      errors: { stock: 'A closed day sells nothing: leave the stock empty' },
    });
  });

  it('refuses a change that changes nothing, or a pattern no day of the range falls on', () => {
    expect(buildRangeRequest(form({}), 'NZD', TYPES)).toMatchObject({
      ok: false,
      errors: { form: expect.any(String) },
    });
    // 2027-01-04 is a Monday, 2027-01-05 a Tuesday: no Saturday between them.
    expect(
      buildRangeRequest(form({ from: '2027-01-04', to: '2027-01-05', weekdays: [6], stock: '1' }), 'NZD', TYPES),
    ).toMatchObject({ ok: false, errors: { form: 'No day of this range falls on the weekdays ticked' } });
  });
});
