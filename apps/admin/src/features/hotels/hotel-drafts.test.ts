import { describe, expect, it } from 'vitest';
import { parsePriceEntry } from '../catalog/money-entry';
import { HOTEL_FIELDS, missingFieldsOf, textErrorsOf, textsDraftOf, textsPatchOf } from './hotel-text';
import { buildPlanPatch } from './rate-plan-draft';

const price = (text: string) => parsePriceEntry(text, 'NZD');

describe('the rate plan form', () => {
  it('sends the bands sorted, in minor units, and an empty cancellation as non-refundable', () => {
    const built = buildPlanPatch(
      {
        breakfast: true,
        freeCancelDays: '',
        bands: [
          { minAge: '4', maxAge: '17', price: '25.50' },
          { minAge: '0', maxAge: '3', price: '' },
        ],
      },
      price,
    );
    expect(built.patch).toEqual({
      breakfastIncluded: true,
      freeCancelDays: null,
      childAgeBands: [
        { minAge: 0, maxAge: 3, price: 0 },
        { minAge: 4, maxAge: 17, price: 2550 },
      ],
    });
  });

  it('names a gap in the ages and a bad number of days', () => {
    const built = buildPlanPatch(
      { breakfast: false, freeCancelDays: 'x', bands: [{ minAge: '0', maxAge: '10', price: '1' }] },
      price,
    );
    expect(built.patch).toBeNull();
    expect(Object.keys(built.errors).sort()).toEqual(['bands', 'freeCancelDays']);
  });
});

describe('hotel texts per language', () => {
  const draft = textsDraftOf(
    {
      'en-AU': {
        name: 'Harbour Hotel',
        address: '1 Quay St',
        description: '',
        facilities: ['Pool', 'Spa'],
        policies: [],
      },
      'zh-CN': { name: '港湾酒店', address: '', description: '', facilities: [], policies: [] },
    },
    HOTEL_FIELDS,
  );

  it('marks what another language has written and this one has not', () => {
    expect(missingFieldsOf(draft, HOTEL_FIELDS, 'zh-CN')).toEqual(['Address', 'Facilities']);
    expect(missingFieldsOf(draft, HOTEL_FIELDS, 'en-AU')).toEqual([]);
    expect(missingFieldsOf(draft, HOTEL_FIELDS, 'ko-KR')).toEqual(['Name', 'Address', 'Facilities']);
  });

  it('sends lists as lines and leaves an empty language out; refuses a language without a name', () => {
    const patch = textsPatchOf({ ...draft, 'ko-KR': { name: '', address: '' } }, HOTEL_FIELDS);
    expect(patch['en-AU']).toMatchObject({ name: 'Harbour Hotel', facilities: ['Pool', 'Spa'] });
    expect(patch['ko-KR']).toBeUndefined();
    expect(textErrorsOf({ 'ko-KR': { name: '', address: '항구' } }, HOTEL_FIELDS)).toEqual({
      'ko-KR.name': 'Give a name in this language',
    });
  });
});
