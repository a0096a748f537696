import { beforeEach, describe, expect, it } from 'vitest';
import { forgetInviteCode, readInviteCode, rememberInviteCode } from './invite-code';

beforeEach(() => sessionStorage.clear());

describe('invite code of a shared link', () => {
  it('keeps a valid code upper-cased, per shop, until forgotten', () => {
    expect(rememberInviteCode('456817', ' abc123 ')).toBe(true);
    expect(readInviteCode('456817')).toBe('ABC123');
    expect(readInviteCode('518200')).toBe('');
    forgetInviteCode('456817');
    expect(readInviteCode('456817')).toBe('');
  });

  it('ignores a code that breaks the 6–16 letters-and-digits rule', () => {
    expect(rememberInviteCode('456817', 'AB-12')).toBe(false);
    expect(rememberInviteCode('456817', '<script>')).toBe(false);
    expect(readInviteCode('456817')).toBe('');
  });
});
