import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isIsoDate, localIsoDate } from './calendar-date.js';
import { LIMITS } from './limits.js';
import {
  CJK_PATTERN,
  FORM_MESSAGES,
  PHONE_REGIONS,
  ageOn,
  birthDateProblem,
  hasCjk,
  isBirthDate,
  isCompletionPassword,
  isEmail,
  isEnglishOnly,
  isInRange,
  isInteger,
  isInviteCode,
  isLengthInRange,
  isLongPhone,
  isMainlandPhone,
  isMissing,
  isName,
  isNumeric,
  isPassword,
  isPhoneForCode,
  isVerificationCode,
  matchesPattern,
  normalizeName,
  ruleSchemas,
  rules,
  stripCjk,
  validateValue,
  withFieldRules,
  withRules,
} from './validation.js';

describe('CJK helpers', () => {
  it('finds Chinese, kana, Hangul, CJK punctuation and full-width forms', () => {
    for (const sample of ['中', '繁體', 'か', 'カ', '한', 'ㄅ', '。', '，', 'Ａ', '￥']) {
      expect(hasCjk(sample), sample).toBe(true);
    }
    for (const sample of ['abc', 'Émile', 'O’Brien', '12-3', '$']) expect(hasCjk(sample), sample).toBe(false);
  });

  it('CJK_PATTERN is not global, so repeated tests agree', () => {
    expect(CJK_PATTERN.flags).not.toContain('g');
    expect([1, 2, 3].map(() => CJK_PATTERN.test('中'))).toEqual([true, true, true]);
  });

  it('stripCjk removes every CJK character and keeps the rest', () => {
    expect(stripCjk('张San 三 한국 Lee。')).toBe('San   Lee');
    expect(stripCjk('plain text')).toBe('plain text');
    expect(stripCjk('中文')).toBe('');
  });
});

describe('email', () => {
  it('accepts simple addresses, trimmed', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('  first.last+tag@example.com.au ')).toBe(true);
  });

  it('rejects malformed addresses', () => {
    for (const bad of ['', 'plain', 'a@b', '@b.com', 'a b@c.com', 'a@b .com', 'a@@b.com']) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });
});

describe('phone per dialling code', () => {
  const valid: Array<[number, string]> = [
    [1, '2015550123'],
    [1, '(201) 555-0123'],
    [1, '4165550123'], // Canada shares +1
    [60, '0123456789'],
    [60, '123456789'],
    [61, '0412 345 678'],
    [61, '412345678'],
    [61, '+61 412 345 678'],
    [62, '081234567890'],
    [63, '09171234567'],
    [64, '021 123 4567'],
    [65, '81234567'],
    [81, '090-1234-5678'],
    [82, '010-1234-5678'],
    [84, '0912345678'],
    [86, '13812345678'],
    [91, '9876543210'],
    [679, '7012345'],
    [852, '51234567'],
    [852, '5123 4567'],
    [853, '66123456'],
    [886, '0912345678'],
    [886, '912345678'],
  ];
  it.each(valid)('accepts +%i %s', (code, phone) => {
    expect(isPhoneForCode(phone, code)).toBe(true);
    expect(isPhoneForCode(phone, String(code))).toBe(true);
  });

  const invalid: Array<[number, string]> = [
    [1, '1234567'],
    [1, '0015550123'],
    [61, '1234'],
    [61, '04123456789'],
    [61, '+86 138 1234 5678'], // a number of another code
    [64, '12'],
    [65, '1234567'],
    [82, '010-1234'],
    [86, '12345678901'],
    [86, '1381234567'],
    [86, '138abc12345'],
    [852, '1234567'],
    [886, '091234567'],
    [679, '12'],
  ];
  it.each(invalid)('rejects +%i %s', (code, phone) => {
    expect(isPhoneForCode(phone, code)).toBe(false);
  });

  it('maps the sixteen codes to their main regions', () => {
    expect(
      Object.keys(PHONE_REGIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 60, 61, 62, 63, 64, 65, 81, 82, 84, 86, 91, 679, 852, 853, 886]);
    expect(PHONE_REGIONS[61]).toBe('AU');
    expect(PHONE_REGIONS[886]).toBe('TW');
  });

  it('other codes pass any digits but not letters', () => {
    expect(isPhoneForCode('12', 44)).toBe(true);
    expect(isPhoneForCode('020 7946 0958', 44)).toBe(true);
    expect(isPhoneForCode('abc', 44)).toBe(false);
    expect(isPhoneForCode('', 44)).toBe(false);
  });
});

describe('generic predicates', () => {
  it('number and integer', () => {
    for (const ok of ['1', '-2.5', '0.25', '.5', ' 10 ', 3, 3.5]) expect(isNumeric(ok), String(ok)).toBe(true);
    for (const bad of ['', 'a', '1e', '1.2.3', '--1', Number.NaN, Infinity])
      expect(isNumeric(bad), String(bad)).toBe(false);
    for (const ok of ['0', '-7', '+12', 4]) expect(isInteger(ok), String(ok)).toBe(true);
    for (const bad of ['1.5', 'x', '', 1.5]) expect(isInteger(bad), String(bad)).toBe(false);
  });

  it('mainland phone: 11 digits starting with 1', () => {
    expect(isMainlandPhone('13812345678')).toBe(true);
    expect(isMainlandPhone('23812345678')).toBe(false);
    expect(isMainlandPhone('1381234567')).toBe(false);
    expect(isMainlandPhone('138123456789')).toBe(false);
  });

  it('phone of 8 or more digits', () => {
    expect(isLongPhone('12345678')).toBe(true);
    expect(isLongPhone('123456789012')).toBe(true);
    expect(isLongPhone('1234567')).toBe(false);
    expect(isLongPhone('1234-5678')).toBe(false);
  });

  it('password: 8 to 20 letters and digits', () => {
    expect(isPassword('a'.repeat(LIMITS.passwordMin))).toBe(true);
    expect(isPassword('A1'.repeat(10))).toBe(true);
    expect(isPassword('abcdefgh')).toBe(true);
    expect(isPassword('a'.repeat(LIMITS.passwordMin - 1))).toBe(false);
    expect(isPassword('a'.repeat(LIMITS.passwordMax + 1))).toBe(false);
    expect(isPassword('abcd efgh')).toBe(false);
    expect(isPassword('abcdefg!')).toBe(false);
  });

  it('completion password also needs a letter and a digit', () => {
    expect(isCompletionPassword('abc12345')).toBe(true);
    expect(isCompletionPassword('abcdefgh')).toBe(false);
    expect(isCompletionPassword('12345678')).toBe(false);
    expect(isCompletionPassword('abc1234')).toBe(false);
    expect(isCompletionPassword('abc123456789012345678')).toBe(false);
    expect(isCompletionPassword('abc_12345')).toBe(false);
  });

  it('invite code: 6 to 16 letters and digits', () => {
    expect(isInviteCode('AB12cd')).toBe(true);
    expect(isInviteCode('A'.repeat(16))).toBe(true);
    expect(isInviteCode('AB12c')).toBe(false);
    expect(isInviteCode('A'.repeat(17))).toBe(false);
    expect(isInviteCode('AB-123')).toBe(false);
  });

  it('english only', () => {
    expect(isEnglishOnly('Sydney Opera House')).toBe(true);
    expect(isEnglishOnly('悉尼')).toBe(false);
  });

  it('numeric range and length range are inclusive', () => {
    expect(isInRange('5', { min: 1, max: 5 })).toBe(true);
    expect(isInRange(0, { min: 1 })).toBe(false);
    expect(isInRange(100, { max: 99 })).toBe(false);
    expect(isInRange('abc', { min: 0 })).toBe(false);
    expect(isLengthInRange('abc', { min: 3, max: 3 })).toBe(true);
    expect(isLengthInRange('ab', { min: 3 })).toBe(false);
    expect(isLengthInRange('😀😀', { max: 2 })).toBe(true);
  });

  it('custom pattern ignores a global pattern’s state', () => {
    const digits = /^\d+$/g;
    expect([1, 2].map(() => matchesPattern('123', digits))).toEqual([true, true]);
    expect(matchesPattern('12a', digits)).toBe(false);
  });

  it('names are trimmed, upper-cased, at most 100 characters, without Chinese', () => {
    expect(normalizeName('  smith ')).toBe('SMITH');
    expect(isName('SMITH')).toBe(true);
    expect(isName('A'.repeat(LIMITS.nameMax))).toBe(true);
    expect(isName('A'.repeat(LIMITS.nameMax + 1))).toBe(false);
    expect(isName('张')).toBe(false);
    expect(isName('')).toBe(false);
  });

  it('verification code has at most 6 characters', () => {
    expect(isVerificationCode('123456')).toBe(true);
    expect(isVerificationCode('1234567')).toBe(false);
  });
});

describe('birth date', () => {
  const today = '2026-05-15';

  it('requires a real YYYY-MM-DD date', () => {
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2001-02-29')).toBe(false);
    expect(isIsoDate('2000-13-01')).toBe(false);
    expect(isIsoDate('2000-1-01')).toBe(false);
    expect(birthDateProblem('15/05/2000', today)).toBe('format');
  });

  it('counts whole years', () => {
    expect(ageOn('2008-05-15', today)).toBe(18);
    expect(ageOn('2008-05-16', today)).toBe(17);
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
  });

  it('rejects dates after today and people younger than the minimum age', () => {
    expect(isBirthDate('1990-01-01', today)).toBe(true);
    expect(isBirthDate('2008-05-15', today)).toBe(true);
    expect(birthDateProblem('2008-05-16', today)).toBe('underAge');
    expect(birthDateProblem('2026-05-16', today)).toBe('future');
    expect(LIMITS.minimumAge).toBe(18);
  });

  it('localIsoDate writes the local calendar date', () => {
    expect(localIsoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });
});

describe('validateValue with rules', () => {
  it('required fails on blank values with the item message, else form.default', () => {
    const required = [rules.required()];
    for (const blank of [undefined, null, '', '   ', [], false, Number.NaN, 0]) {
      expect(validateValue(blank, required)?.message, String(blank)).toBe(FORM_MESSAGES.default);
    }
    expect(validateValue('', required, { message: 'login.emailPlaceholder' })?.message).toBe('login.emailPlaceholder');
    expect(validateValue('x', required)).toBeNull();
    expect(validateValue(true, required)).toBeNull();
  });

  it('zeroNotNull treats 0 as filled', () => {
    expect(isMissing(0)).toBe(true);
    expect(isMissing(0, true)).toBe(false);
    expect(validateValue(0, [rules.required()], { zeroNotNull: true })).toBeNull();
  });

  it('other rules skip blank values and report their own key', () => {
    expect(validateValue('', [rules.email()])).toBeNull();
    expect(validateValue('nope', [rules.email()])?.message).toBe('form.emailError');
    expect(validateValue('nope', [rules.required(), rules.email()])?.message).toBe('form.emailError');
    expect(validateValue('', [rules.required(), rules.email()])?.message).toBe('form.default');
  });

  it('reports the first failing rule only', () => {
    const failure = validateValue('abc', [rules.number(), rules.length({ min: 5 })]);
    expect(failure?.rule.type).toBe('number');
  });

  it('a custom message overrides the rule key', () => {
    expect(validateValue('x', [rules.email({ message: 'custom.key' })])?.message).toBe('custom.key');
  });

  it('range and length carry their bounds as params', () => {
    expect(validateValue('12', [rules.range({ min: 1, max: 10 })])).toMatchObject({
      message: 'form.range',
      params: { min: 1, max: 10 },
    });
    expect(validateValue('ab', [rules.length({ min: 3 })])).toMatchObject({
      message: 'form.length',
      params: { min: 3 },
    });
  });

  it('pattern has its own key unless given one', () => {
    expect(validateValue('a', [rules.pattern(/^\d$/)])?.message).toBe('form.pattern');
    expect(validateValue('a', [rules.pattern(/^\d$/, { message: 'item.key' })])?.message).toBe('item.key');
  });

  it('equals compares with another field and declares the dependency', () => {
    const confirm = rules.equals('password', { message: FORM_MESSAGES.passwordsDiffer });
    expect(confirm.deps).toEqual(['password']);
    expect(validateValue('abc12345', [confirm], { values: { password: 'abc12345' } })).toBeNull();
    expect(validateValue('abc12346', [confirm], { values: { password: 'abc12345' } })?.message).toBe(
      'form.passwordsDiffer',
    );
    expect(validateValue('x', [rules.equals('other')], { values: { other: 'y' } })).toMatchObject({
      message: 'form.equals',
      params: { field: 'other' },
    });
  });

  it('phone reads the dialling code from a fixed code or another field', () => {
    expect(validateValue('0412 345 678', [rules.phone({ code: 61 })])).toBeNull();
    const byField = rules.phone({ codeField: 'country' });
    expect(byField.deps).toEqual(['country']);
    expect(validateValue('13812345678', [byField], { values: { country: 86 } })).toBeNull();
    expect(validateValue('13812345678', [byField], { values: { country: '61' } })?.message).toBe('form.phoneError');
  });

  it('every generic rule type rejects a bad value', () => {
    const cases: Array<[ReturnType<(typeof rules)[keyof typeof rules]>, unknown, string]> = [
      [rules.number(), 'x', 'form.number'],
      [rules.integer(), '1.5', 'form.integer'],
      [rules.mainlandPhone(), '23812345678', 'form.mainlandPhone'],
      [rules.longPhone(), '1234567', 'form.phoneMin8'],
      [rules.password(), 'short', 'form.password'],
      [rules.inviteCode(), 'ab', 'form.inviteCode'],
      [rules.englishOnly(), '中文', 'form.englishOnly'],
      [rules.completionPassword(), 'abcdefgh', 'form.password'],
      [rules.name(), '张三', 'form.name'],
      [rules.verificationCode(), '1234567', 'form.code'],
    ];
    for (const [fieldRule, value, key] of cases)
      expect(validateValue(value, [fieldRule])?.message, fieldRule.type).toBe(key);
  });

  it('birth date rule picks the under-age message and takes today from a function', () => {
    const birth = rules.birthDate({ today: () => '2026-05-15' });
    expect(validateValue('1990-01-01', [birth])).toBeNull();
    expect(validateValue('2026-06-01', [birth])?.message).toBe('form.birthDate');
    expect(validateValue('2010-01-01', [birth])).toMatchObject({ message: 'form.minimumAge', params: { age: 18 } });
    expect(validateValue('01/01/1990', [birth])?.message).toBe('form.birthDate');
  });
});

describe('zod builders', () => {
  const messages = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map((i) => i.message);

  it('email trims and reports the email key', () => {
    expect(ruleSchemas.email().parse('  a@b.co ')).toBe('a@b.co');
    expect(messages(ruleSchemas.email().safeParse('nope'))).toEqual(['form.emailError']);
    expect(messages(ruleSchemas.email().safeParse(''))).toEqual(['form.emailError']);
  });

  it('phone by code', () => {
    expect(ruleSchemas.phone(61).parse('0412 345 678')).toBe('0412 345 678');
    expect(messages(ruleSchemas.phone(86).safeParse('12345'))).toEqual(['form.phoneError']);
  });

  it('name trims and upper-cases, rejecting Chinese and long names', () => {
    expect(ruleSchemas.name().parse('  smith ')).toBe('SMITH');
    expect(messages(ruleSchemas.name().safeParse('张三'))).toEqual(['form.name']);
    expect(ruleSchemas.name().safeParse('a'.repeat(101)).success).toBe(false);
    expect(ruleSchemas.name().safeParse('   ').success).toBe(false);
  });

  it('completion password, birth date and verification code', () => {
    expect(ruleSchemas.completionPassword().safeParse('abc12345').success).toBe(true);
    expect(messages(ruleSchemas.completionPassword().safeParse('abcdefgh'))).toEqual(['form.password']);
    const birth = ruleSchemas.birthDate(() => '2026-05-15');
    expect(birth.safeParse('2000-01-01').success).toBe(true);
    expect(messages(birth.safeParse('2010-01-01'))).toEqual(['form.minimumAge']);
    expect(ruleSchemas.verificationCode().safeParse('123456').success).toBe(true);
    expect(messages(ruleSchemas.verificationCode().safeParse('1234567'))).toEqual(['form.code']);
  });

  it('numeric schemas accept numbers and numeric strings', () => {
    expect(ruleSchemas.number().safeParse(1.5).success).toBe(true);
    expect(ruleSchemas.number().safeParse('1.5').success).toBe(true);
    expect(ruleSchemas.integer().safeParse('1.5').success).toBe(false);
    expect(ruleSchemas.range({ min: 1, max: 9 }).safeParse(10).error?.issues[0]).toMatchObject({
      message: 'form.range',
      params: { min: 1, max: 9 },
    });
  });

  it('the remaining builders', () => {
    expect(ruleSchemas.required().safeParse(undefined).success).toBe(false);
    expect(ruleSchemas.mainlandPhone().safeParse('13812345678').success).toBe(true);
    expect(ruleSchemas.longPhone().safeParse('1234567').success).toBe(false);
    expect(ruleSchemas.password().safeParse('abcdefgh').success).toBe(true);
    expect(ruleSchemas.inviteCode().safeParse(' AB12cd ').data).toBe('AB12cd');
    expect(ruleSchemas.englishOnly().safeParse('中').success).toBe(false);
    expect(ruleSchemas.length({ max: 2 }).safeParse('abc').success).toBe(false);
    expect(messages(ruleSchemas.pattern(/^[A-Z]+$/).safeParse('abc'))).toEqual(['form.pattern']);
    expect(messages(ruleSchemas.pattern(/^[A-Z]+$/, 'x.key').safeParse('abc'))).toEqual(['x.key']);
  });

  it('withRules adds rules to any schema', () => {
    const schema = withRules(z.string(), [rules.required(), rules.longPhone()]);
    expect(schema.safeParse('12345678').success).toBe(true);
    expect(messages(schema.safeParse(''))).toEqual(['form.default']);
  });

  it('withFieldRules checks cross-field rules with the field path', () => {
    const schema = withFieldRules(
      z.object({
        password: ruleSchemas.completionPassword(),
        password_two: z.string(),
        country: z.number(),
        phone: z.string(),
      }),
      {
        password_two: [rules.equals('password', { message: FORM_MESSAGES.passwordsDiffer })],
        phone: [rules.required(), rules.phone({ codeField: 'country' })],
      },
    );
    expect(
      schema.safeParse({ password: 'abc12345', password_two: 'abc12345', country: 64, phone: '021 123 4567' }).success,
    ).toBe(true);
    const result = schema.safeParse({
      password: 'abc12345',
      password_two: 'abc12399',
      country: 86,
      phone: '021 123 4567',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password_two', 'form.passwordsDiffer'],
      ['phone', 'form.phoneError'],
    ]);
  });
});
