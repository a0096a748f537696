import { beforeEach, describe, expect, it } from 'vitest';
import { clearOrderDraft, orderDraftKey, readOrderDraft, writeOrderDraft } from './order-draft';
import { emptyTraveller } from './order-form-values';

const key = orderDraftKey('/456817/en-au/aud/orderform/P1/G1', '?date=2026-12-01&adult=2');

describe('order form draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('is named by the order form’s path and query, under the merchant', () => {
    expect(key).toMatch(/_order-draft:\/456817\/en-au\/aud\/orderform\/P1\/G1\?date=2026-12-01&adult=2$/);
    expect(orderDraftKey('/456817/en-au/aud/orderform/P1/G2', '')).not.toBe(key);
  });

  it('keeps what was typed, without the terms box', () => {
    const traveller = { ...emptyTraveller(), lastName: 'SMITH', datebirth: '1990-05-17' };
    writeOrderDraft(sessionStorage, key, {
      lastName: 'SMITH',
      email: 'jane@example.com',
      country: 61,
      travellers: [traveller, emptyTraveller()],
      terms: true,
    });
    expect(readOrderDraft(sessionStorage, key)).toEqual({
      lastName: 'SMITH',
      email: 'jane@example.com',
      country: 61,
      travellers: [traveller, emptyTraveller()],
    });
    expect(JSON.parse(sessionStorage.getItem(key)!)).not.toHaveProperty('terms');
  });

  it('drops what does not have the form’s shape', () => {
    sessionStorage.setItem(
      key,
      JSON.stringify({ lastName: 5, email: 'a@b.co', travellers: [{ lastName: 'LEE', evil: 'x', idType: 2 }, 'x'] }),
    );
    expect(readOrderDraft(sessionStorage, key)).toEqual({
      email: 'a@b.co',
      travellers: [{ ...emptyTraveller(), lastName: 'LEE' }, { ...emptyTraveller() }],
    });
    sessionStorage.setItem(key, '{not json');
    expect(readOrderDraft(sessionStorage, key)).toBeNull();
    sessionStorage.setItem(key, JSON.stringify({ travellers: [] }));
    expect(readOrderDraft(sessionStorage, key)).toEqual({});
  });

  it('is gone once cleared', () => {
    writeOrderDraft(sessionStorage, key, { lastName: 'SMITH' });
    clearOrderDraft(sessionStorage, key);
    expect(readOrderDraft(sessionStorage, key)).toBeNull();
  });
});
