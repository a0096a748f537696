import { describe, expect, it } from 'vitest';
import { isMobileForCode, rules, validateValue } from './validation.js';

describe('isMobileForCode', () => {
  it.each([
    ['010 6552 9988', 86],
    ['+861065529988', 86],
    ['02 9374 4000', 61],
    ['1300 975 707', 61],
    ['02-312-3456', 82],
    ['09 302 0200', 64],
  ])('refuses %s (+%i): a valid number an SMS cannot reach', (phone, code) => {
    expect(isMobileForCode(phone, code)).toBe(false);
  });

  it.each([
    ['138 0013 8000', 86],
    ['0412 345 678', 61],
    ['010-1234-5678', 82],
    ['021 123 4567', 64],
    ['0912345678', 886],
    // +1 numbers do not say whether they are mobile (FIXED_LINE_OR_MOBILE): accepted.
    ['201-555-0123', 1],
  ])('accepts the mobile %s (+%i)', (phone, code) => {
    expect(isMobileForCode(phone, code)).toBe(true);
  });

  it('refuses what is no valid number at all', () => {
    expect(isMobileForCode('12345', 86)).toBe(false);
  });

  it('as a form rule: a landline fails with form.mobilePhone, an invalid number is left to the phone rule', () => {
    const fieldRules = [rules.phone({ codeField: 'country' }), rules.mobilePhone({ codeField: 'country' })];
    expect(validateValue('010 6552 9988', fieldRules, { values: { country: 86 } })?.message).toBe('form.mobilePhone');
    expect(validateValue('12345', fieldRules, { values: { country: 86 } })?.message).toBe('form.phoneError');
    expect(validateValue('138 0013 8000', fieldRules, { values: { country: 86 } })).toBeNull();
    expect(validateValue('12345', [rules.mobilePhone({ code: 86 })])).toBeNull();
  });
});
