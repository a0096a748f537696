import { describe, expect, it } from 'vitest';
import { textWidth, truncateByWidth } from './truncate';

describe('textWidth', () => {
  it('counts CJK as 2 and others as 1', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('悉尼')).toBe(4);
    expect(textWidth('서울')).toBe(4);
    expect(textWidth('すし')).toBe(4);
    expect(textWidth('ＡＢ')).toBe(4);
    expect(textWidth('a中b')).toBe(4);
  });
});

describe('truncateByWidth', () => {
  it('keeps a text that fits', () => {
    expect(truncateByWidth('Sydney', 6)).toBe('Sydney');
    expect(truncateByWidth('悉尼歌剧院', 10)).toBe('悉尼歌剧院');
    expect(truncateByWidth('', 3)).toBe('');
  });

  it('cuts with an ellipsis that fits within the width', () => {
    expect(truncateByWidth('Sydney Opera House', 10)).toBe('Sydney Op…');
    expect(truncateByWidth('悉尼歌剧院一日游', 10)).toBe('悉尼歌剧…');
    expect(truncateByWidth('悉尼歌剧院一日游', 9)).toBe('悉尼歌剧…');
    expect(truncateByWidth('悉尼歌剧院一日游', 8)).toBe('悉尼歌…');
    expect(textWidth(truncateByWidth('서울 시티 투어 버스', 9))).toBeLessThanOrEqual(9);
  });

  it('mixes widths', () => {
    expect(truncateByWidth('A中B文C字', 6)).toBe('A中B…');
  });

  it('does not split surrogate pairs', () => {
    expect(truncateByWidth('😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('returns only the ellipsis or nothing for tiny widths', () => {
    expect(truncateByWidth('abc', 1)).toBe('…');
    expect(truncateByWidth('abc', 0)).toBe('');
  });
});
