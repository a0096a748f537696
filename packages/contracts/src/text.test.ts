import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './text.js';

describe('control characters', () => {
  it('finds NUL and other C0 controls but allows tab, line feed and carriage return', () => {
    expect(hasControlCharacter('a\u0000b')).toBe(true);
    expect(hasControlCharacter('a\u001bb')).toBe(true);
    expect(hasControlCharacter('a\u007fb')).toBe(true);
    expect(hasControlCharacter('line one\r\nline two\tend')).toBe(false);
    expect(hasControlCharacter('悉尼 오페라')).toBe(false);
  });

  it('names the path of the first offending string, keys included', () => {
    expect(findControlCharacter({ contact: { name: 'ok' }, items: [{ gcode: 'G1' }, { gcode: 'G\u00002' }] })).toEqual([
      'items',
      1,
      'gcode',
    ]);
    expect(findControlCharacter({ ['bad\u0000key']: 1 })).toEqual(['bad\u0000key']);
    expect(findControlCharacter({ a: [1, true, null, 'fine'] })).toBeNull();
  });

  it('walks deep nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlCharacter(deep)).toHaveLength(100_000);
  });
});
