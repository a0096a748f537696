import type { AdminBanner, BannerCreate, BannerPlacementName, SiteLanguage } from '@storefront/contracts';
import { instantOf, localInputOf } from './marketing-dates';

/** The banner form as typed: text everywhere, turned into a request by `bannerRequestOf`. */
export type BannerDraft = {
  placement: BannerPlacementName;
  language: SiteLanguage;
  title: string;
  subtitle: string;
  image: string;
  imageUrl: string;
  target: 'product' | 'link';
  productCode: string;
  link: string;
  sort: string;
  startAt: string;
  endAt: string;
};

export const EMPTY_BANNER: BannerDraft = {
  placement: 'home',
  language: 'en-AU',
  title: '',
  subtitle: '',
  image: '',
  imageUrl: '',
  target: 'product',
  productCode: '',
  link: '',
  sort: '0',
  startAt: '',
  endAt: '',
};

export function bannerDraftOf(banner: AdminBanner): BannerDraft {
  return {
    placement: banner.placement,
    language: banner.language as SiteLanguage,
    title: banner.title,
    subtitle: banner.subtitle,
    image: banner.image,
    imageUrl: banner.imageUrl,
    target: banner.productCode ? 'product' : 'link',
    productCode: banner.productCode ?? '',
    link: banner.productCode ? '' : banner.link,
    sort: String(banner.sort),
    startAt: localInputOf(banner.startAt),
    endAt: localInputOf(banner.endAt),
  };
}

type Problem = { field: string; message: string };

/** The request of a draft, or the first problem by field (the server checks again). */
export function bannerRequestOf(draft: BannerDraft): BannerCreate | Problem {
  if (!draft.title.trim()) return { field: 'title', message: 'Give the banner a title (it is also the image’s text)' };
  if (!draft.image) return { field: 'image', message: 'Upload an image or choose one' };
  const sort = Number(draft.sort);
  if (!Number.isInteger(sort) || sort < 0) return { field: 'sort', message: 'A whole number, 0 or more' };
  const startAt = instantOf(draft.startAt);
  const endAt = instantOf(draft.endAt);
  if (startAt && endAt && endAt <= startAt) return { field: 'endAt', message: 'The end must be after the start' };
  const target =
    draft.target === 'product'
      ? draft.productCode.trim()
        ? { productCode: draft.productCode.trim().toUpperCase() }
        : null
      : draft.link.trim()
        ? { link: draft.link.trim() }
        : null;
  if (!target) {
    return draft.target === 'product'
      ? { field: 'productCode', message: 'Choose the product the banner opens' }
      : { field: 'link', message: 'Give the page the banner opens' };
  }
  return {
    placement: draft.placement,
    language: draft.language,
    title: draft.title.trim(),
    subtitle: draft.subtitle.trim(),
    image: draft.image,
    sort,
    ...target,
    ...(startAt ? { startAt } : {}),
    ...(endAt ? { endAt } : {}),
  };
}
