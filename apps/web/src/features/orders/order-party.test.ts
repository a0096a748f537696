import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { loadTestLanguage } from '../../test/render';
import { partyText, roomPartyTexts } from './order-party';

const t = i18n.t.bind(i18n);
const rooms = [
  { adultNum: 2, childNum: 0, childAges: [] },
  { adultNum: 1, childNum: 2, childAges: [5, 9] },
];

beforeAll(() => loadTestLanguage('en-AU'));
afterAll(() => loadTestLanguage('en-AU'));

describe('partyText', () => {
  it('counts a product line by kind of traveller, with plurals', () => {
    expect(partyText(t, { kind: 'product', quantities: { adult: 2, child: 1, senior: 0 }, rooms: [] })).toBe(
      '2 adults, 1 child',
    );
    expect(partyText(t, { kind: 'product', quantities: { unit: 1 }, rooms: [] })).toBe('1 unit');
  });

  it('counts a stay over all its rooms', () => {
    expect(partyText(t, { kind: 'hotel', quantities: {}, rooms })).toBe('3 adults, 2 children');
  });

  it('says it in each language', async () => {
    await loadTestLanguage('zh-CN');
    expect(partyText(t, { kind: 'product', quantities: { adult: 2, child: 1 }, rooms: [] })).toBe('2 位成人，1 位儿童');
    await loadTestLanguage('ko-KR');
    expect(partyText(t, { kind: 'product', quantities: { adult: 2, child: 1 }, rooms: [] })).toBe('성인 2명, 아동 1명');
    await loadTestLanguage('en-AU');
  });
});

describe('roomPartyTexts', () => {
  it('lists a stay room by room, with the children’s ages', () => {
    expect(roomPartyTexts(t, rooms)).toEqual(['Room 1: 2 adults', 'Room 2: 1 adult, 2 children (children aged 5, 9)']);
  });
});
