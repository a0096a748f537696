import { createOrderRequest } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { newRequestKey } from './request-key';

describe('newRequestKey', () => {
  it('makes 22 base64url characters (128 bits) that the order contract accepts', () => {
    const key = newRequestKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(createOrderRequest.shape.requestKey.safeParse(key).success).toBe(true);
  });

  it('makes a different key each time', () => {
    const keys = new Set(Array.from({ length: 200 }, newRequestKey));
    expect(keys.size).toBe(200);
  });
});
