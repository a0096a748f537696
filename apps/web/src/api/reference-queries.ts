import {
  LABEL_TYPES,
  STATIC_FILE_RTYPE_WEB,
  STATIC_FILE_TYPES,
  type CategoryGroup,
  type GlobalData,
  type IdTitle,
  type Label,
  type SiteLanguage,
} from '@storefront/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppStore } from '../app/app-store';
import { readJson, storageKey, writeJson } from '../app/storage';
import { apiFetch } from './client';

type CategoryAvailability = { lang: string; categoryCollection: CategoryGroup[] }[];
export type LocationAvailability = {
  lang: string;
  counttryCollection: {
    id: string;
    title: string;
    stateCollection: { id: string; title: string; cityCollection: IdTitle[] }[];
  }[];
}[];
type LabelAvailability = { lang: string; labelCollection: Label[] }[];

/** The global JSON (static file type 2), kept in session storage for the visit (spec §7). */
async function loadGlobalData(language: SiteLanguage, signal?: AbortSignal): Promise<GlobalData> {
  // The server renderer has no session storage (its render thread keeps the answer instead).
  const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
  const key = storageKey(`global-${language}`);
  const saved = storage && readJson<GlobalData>(storage, key);
  if (saved) return saved;
  const data = await apiFetch<GlobalData>(
    `/v1/query/static/file/${STATIC_FILE_TYPES.globalData}/${STATIC_FILE_RTYPE_WEB}/${language}`,
    { signal },
  );
  if (storage) writeJson(storage, key, data);
  return data;
}

export const referenceQueries = {
  globalData: (language: SiteLanguage) =>
    queryOptions({
      queryKey: ['reference', 'global', language],
      queryFn: ({ signal }) => loadGlobalData(language, signal),
      staleTime: Infinity,
    }),
  /** Category groups the merchant offers, per language. */
  categoryAvailability: (merchantNumber: string) =>
    queryOptions({
      queryKey: ['reference', 'categories', merchantNumber],
      queryFn: ({ signal }) => apiFetch<CategoryAvailability>('/v1/tripproduct/categorys', { signal }),
      staleTime: 60 * 60 * 1000,
      retry: 1,
    }),
  /** Countries, states and cities the merchant sells in, per language. */
  locationAvailability: (merchantNumber: string) =>
    queryOptions({
      queryKey: ['reference', 'locations', merchantNumber],
      queryFn: ({ signal }) => apiFetch<LocationAvailability>('/v1/tripproduct/national/state/city', { signal }),
      staleTime: 60 * 60 * 1000,
      retry: 1,
    }),
  /**
   * The hot cities the home lists in one language: the global data's, kept to the places the
   * merchant sells in; all of them when the merchant's places cannot be loaded (spec §4). One small
   * answer: the server renders it into the home, and the browser downloads neither source (~96 KB
   * of JSON) to show a few chips. The sources are fetched directly, not through the cache, so the
   * server's page does not carry them too.
   */
  hotCities: (merchantNumber: string, language: SiteLanguage) =>
    queryOptions({
      queryKey: ['reference', 'hot-cities', merchantNumber, language],
      queryFn: async ({ signal }): Promise<IdTitle[]> => {
        const [global, availability] = await Promise.all([
          loadGlobalData(language, signal),
          apiFetch<LocationAvailability>('/v1/tripproduct/national/state/city', { signal }).catch(() => null),
        ]);
        const cities = global.hotCities ?? [];
        if (!availability) return cities;
        const ids = availableLocationIds(availability, language);
        return cities.filter((city) => ids.has(city.id));
      },
      staleTime: 60 * 60 * 1000,
      retry: 1,
    }),
  /**
   * The hot topics the home shows in one language: the merchant's (`productLabel/2`), or all of
   * them from the global data when the merchant's cannot be loaded (spec §4). A small answer the
   * server renders into the home, as the hot cities are.
   */
  hotTopics: (merchantNumber: string, language: SiteLanguage) =>
    queryOptions({
      queryKey: ['reference', 'hot-topics', merchantNumber, language],
      queryFn: async ({ signal }): Promise<Label[]> => {
        const availability = await apiFetch<LabelAvailability>(
          `/v1/tripproduct/productLabel/${LABEL_TYPES.hotTopics}`,
          { signal },
        ).catch(() => null);
        if (availability) return availability.find((entry) => entry.lang === language)?.labelCollection ?? [];
        return (await loadGlobalData(language, signal)).hotTopics;
      },
      staleTime: 60 * 60 * 1000,
      retry: 1,
    }),
  /** Tags and hot topics the merchant shows, per language (`productLabel/3`: both kinds). */
  labelAvailability: (merchantNumber: string) =>
    queryOptions({
      queryKey: ['reference', 'labels', merchantNumber],
      queryFn: ({ signal }) =>
        apiFetch<LabelAvailability>(`/v1/tripproduct/productLabel/${LABEL_TYPES.all}`, { signal }),
      staleTime: 60 * 60 * 1000,
      retry: 1,
    }),
};

/** The global data of the page's language; `wanted` false leaves it unasked (a fallback not needed yet). */
export function useGlobalData(wanted = true) {
  const language = useAppStore((s) => s.language);
  return useQuery({ ...referenceQueries.globalData(language ?? 'en-AU'), enabled: wanted && language !== null });
}

/**
 * The merchant's categories in the current language; when availability cannot be loaded the full
 * list from the global data is shown instead (spec §4).
 */
export function useAvailableCategories(): { groups: CategoryGroup[]; isPending: boolean } {
  const merchantNumber = useAppStore((s) => s.merchantNumber);
  const language = useAppStore((s) => s.language);
  const availability = useQuery({
    ...referenceQueries.categoryAvailability(merchantNumber ?? ''),
    enabled: merchantNumber !== null,
  });
  // The full list is only the fallback: not downloaded while the merchant's own answers.
  const global = useGlobalData(availability.isError);
  if (availability.data) {
    const entry = availability.data.find((item) => item.lang === language);
    return { groups: entry?.categoryCollection ?? [], isPending: false };
  }
  if (availability.isError) return { groups: global.data?.categories ?? [], isPending: global.isPending };
  return { groups: [], isPending: true };
}

/** Every country, state and city id the merchant sells in, in one language. */
export function availableLocationIds(
  availability: readonly {
    lang: string;
    counttryCollection: { id: string; stateCollection: { id: string; cityCollection: { id: string }[] }[] }[];
  }[],
  language: string | null,
): Set<string> {
  const ids = new Set<string>();
  for (const country of availability.find((entry) => entry.lang === language)?.counttryCollection ?? []) {
    ids.add(country.id);
    for (const state of country.stateCollection) {
      ids.add(state.id);
      for (const city of state.cityCollection) ids.add(city.id);
    }
  }
  return ids;
}

/** The merchant's hot topics in the current language (spec §4); `ready` once known. */
export function useAvailableHotTopics(): { hotTopics: Label[]; ready: boolean } {
  const merchantNumber = useAppStore((s) => s.merchantNumber);
  const language = useAppStore((s) => s.language);
  const { data } = useQuery({
    ...referenceQueries.hotTopics(merchantNumber ?? '', language ?? 'en-AU'),
    enabled: merchantNumber !== null && language !== null,
  });
  return { hotTopics: data ?? [], ready: data !== undefined };
}

/** Hot cities of the current language where the merchant sells; all of them when availability cannot be loaded (spec §4). */
export function useAvailableHotCities(): IdTitle[] {
  const merchantNumber = useAppStore((s) => s.merchantNumber);
  const language = useAppStore((s) => s.language);
  const { data } = useQuery({
    ...referenceQueries.hotCities(merchantNumber ?? '', language ?? 'en-AU'),
    enabled: merchantNumber !== null && language !== null,
  });
  return data ?? [];
}
