import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { failureText } from './failure-text';

describe('failureText', () => {
  it('shows the server’s own message, which is in the page’s language', () => {
    expect(failureText(new ApiError(4132, '秒杀商品已售罄', 409), 'fallback')).toBe('秒杀商品已售罄');
  });

  it('shows a validation refusal as the server words it, with the field’s label', () => {
    const refusal = new ApiError(2001, '姓氏：请按护照填写拼音或英文字母，不能输入汉字', 400, 'lastName');
    expect(failureText(refusal, 'fallback')).toBe('姓氏：请按护照填写拼音或英文字母，不能输入汉字');
    expect(failureText(refusal, 'fallback', { item: 'This package cannot be booked' })).toBe(refusal.message);
  });

  it('uses the page’s own words for a refused field it names', () => {
    const refusal = new ApiError(2001, 'Package: the format is not valid', 400, 'item.gcode');
    expect(failureText(refusal, 'fallback', { item: 'This package cannot be booked' })).toBe(
      'This package cannot be booked',
    );
    expect(failureText(refusal, 'fallback', { 'item.gcode': 'Choose a package' })).toBe('Choose a package');
    expect(failureText(refusal, 'fallback', { items: 'no' })).toBe('Package: the format is not valid');
  });

  it('keeps the server’s message for a business refusal that names a field', () => {
    const soldOut = new ApiError(4101, 'Sold out on 2027-03-14', 409, 'item.date');
    expect(failureText(soldOut, 'fallback', { item: 'This package cannot be booked' })).toBe('Sold out on 2027-03-14');
  });

  it('falls back for other failures', () => {
    expect(failureText(new Error('boom'), 'fallback')).toBe('fallback');
    expect(failureText(new ApiError(1, '', 500), 'fallback')).toBe('fallback');
  });
});
