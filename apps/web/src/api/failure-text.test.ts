import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { failureText } from './failure-text';

describe('failureText', () => {
  it('shows the server’s own message', () => {
    expect(failureText(new ApiError(4132, 'Sold out for this day', 409), 'fallback')).toBe('Sold out for this day');
  });

  it('never shows a raw schema refusal with a field path', () => {
    const raw = new ApiError(2001, 'Invalid body.item.gcode: Too small: expected string to have >=1 characters', 400);
    expect(failureText(raw, 'Please check your details')).toBe('Please check your details');
    expect(failureText(raw, 'fallback', { item: 'This package cannot be booked' })).toBe(
      'This package cannot be booked',
    );
    expect(failureText(raw, 'fallback', { 'item.gcode': 'Choose a package' })).toBe('Choose a package');
    expect(failureText(raw, 'fallback', { items: 'no' })).toBe('fallback');
    expect(failureText(new ApiError(2001, 'Invalid body: malformed value', 400), 'fallback')).toBe('fallback');
  });

  it('falls back for other failures', () => {
    expect(failureText(new Error('boom'), 'fallback')).toBe('fallback');
    expect(failureText(new ApiError(1, '', 500), 'fallback')).toBe('fallback');
  });
});
