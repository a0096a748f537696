import type { AdminProduct } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, durationMinutes, emptyTexts, missingFields, toCreate, toPatch } from './product-draft';

const LANGUAGES = ['en-AU', 'zh-CN', 'ko-KR'] as const;

describe('product editor draft', () => {
  it('creates with the texts written, lists one item per line, the duration in minutes', () => {
    const draft = draftOf(null, [...LANGUAGES]);
    draft.texts['en-AU'] = { ...emptyTexts(), title: ' Kayak ', highlights: 'Glow-worms\n\n Stars ' };
    draft.category = 213;
    draft.location = 'nz-otago-queenstown';
    draft.duration = '3';
    draft.durationUnit = 'hours';
    const body = toCreate(draft);
    expect(Object.keys(body.texts)).toEqual(['en-AU']);
    expect(body.texts['en-AU']).toMatchObject({ title: 'Kayak', highlights: ['Glow-worms', 'Stars'], included: [] });
    expect(body).toMatchObject({ category: 213, location: 'nz-otago-queenstown', durationMinutes: 180 });
  });

  it("patches only what changed, a language's texts whole", () => {
    const product = {
      code: 'PABCDEFGH',
      subcategoryId: 213,
      location: 'nz-otago-queenstown',
      tags: [1],
      topics: [],
      refundable: true,
      durationMinutes: 4320,
      texts: { 'en-AU': { ...emptyTexts(), highlights: ['A'], included: [], title: 'Kayak' } },
    } as unknown as AdminProduct;
    const saved = draftOf(product, [...LANGUAGES]);
    expect(saved).toMatchObject({ duration: '3', durationUnit: 'days' });
    const draft = structuredClone(saved);
    expect(toPatch(saved, draft)).toEqual({});
    draft.texts['zh-CN'] = { ...emptyTexts(), title: '皮划艇' };
    draft.refundable = false;
    expect(toPatch(saved, draft)).toEqual({
      texts: { 'zh-CN': expect.objectContaining({ title: '皮划艇', highlights: [] }) },
      refundable: false,
    });
  });

  it('marks a language missing its title, or empty where another has text', () => {
    const draft = draftOf(null, [...LANGUAGES]);
    draft.texts['en-AU'] = { ...emptyTexts(), title: 'Kayak', description: 'Paddle' };
    draft.texts['zh-CN'] = { ...emptyTexts(), title: '皮划艇' };
    expect(missingFields(draft, 'en-AU')).toEqual([]);
    expect(missingFields(draft, 'zh-CN')).toEqual(['description']);
    expect(missingFields(draft, 'ko-KR')).toEqual(['title', 'description']);
  });

  it('reads a duration as a whole positive number or nothing', () => {
    expect(durationMinutes({ duration: '', durationUnit: 'hours' })).toBeNull();
    expect(durationMinutes({ duration: '90', durationUnit: 'minutes' })).toBe(90);
    expect(durationMinutes({ duration: '1.5', durationUnit: 'hours' })).toBeNaN();
  });
});
