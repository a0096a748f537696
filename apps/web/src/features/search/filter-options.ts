import type { Label, LocationNode } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { referenceQueries, useGlobalData, type LocationAvailability } from '../../api/reference-queries';
import { useAppStore } from '../../app/app-store';
import type { LocationLevel } from './search-params';

/** A place of the filter's location tree: country → state or region → city or area. */
export type Place = { id: string; title: string; children: Place[] };
export type PlaceEntry = { level: LocationLevel; title: string; path: string[] };

/** The merchant's places in one language, from the availability answer. */
export function placesFromAvailability(availability: LocationAvailability, language: string): Place[] {
  const entry = availability.find((item) => item.lang === language);
  return (entry?.counttryCollection ?? []).map((country) => ({
    id: country.id,
    title: country.title,
    children: country.stateCollection.map((state) => ({
      id: state.id,
      title: state.title,
      children: state.cityCollection.map((city) => ({ id: city.id, title: city.title, children: [] })),
    })),
  }));
}

/** Every place of the static tree (the fallback when availability cannot be loaded, spec §4). */
export function placesFromTree(nodes: readonly LocationNode[]): Place[] {
  return nodes.map((node) => ({ id: node.id, title: node.title, children: placesFromTree(node.collection ?? []) }));
}

const LEVELS: LocationLevel[] = ['country', 'state', 'city'];

/** id → level, title and the ids above it (country first), for the selects and the chips. */
export function indexPlaces(countries: readonly Place[]): Map<string, PlaceEntry> {
  const index = new Map<string, PlaceEntry>();
  const visit = (places: readonly Place[], depth: number, path: string[]) => {
    for (const place of places) {
      if (!index.has(place.id)) index.set(place.id, { level: LEVELS[Math.min(depth, 2)]!, title: place.title, path });
      visit(place.children, depth + 1, [...path, place.id]);
    }
  };
  visit(countries, 0, []);
  return index;
}

/** Keeps the labels whose id is in `enabled`; all of them when `enabled` is unknown. */
export const enabledLabels = (labels: readonly Label[], enabled: ReadonlySet<number> | null) =>
  enabled ? labels.filter((label) => enabled.has(label.id)) : [...labels];

/** The merchant's countries, states and cities in the page's language, with an index by id. */
export function usePlaces() {
  const merchantNumber = useAppStore((s) => s.merchantNumber) ?? '';
  const language = useAppStore((s) => s.language) ?? 'en-AU';
  const global = useGlobalData();
  const availability = useQuery({
    ...referenceQueries.locationAvailability(merchantNumber),
    enabled: !!merchantNumber,
  });
  return useMemo(() => {
    const countries = availability.data
      ? placesFromAvailability(availability.data, language)
      : availability.isError
        ? placesFromTree(global.data?.locations ?? [])
        : [];
    return { countries, index: indexPlaces(countries) };
  }, [availability.data, availability.isError, global.data, language]);
}

/** Tags and hot topics the merchant shows in the page's language (spec §4); all when unknown. */
export function useLabels() {
  const merchantNumber = useAppStore((s) => s.merchantNumber) ?? '';
  const language = useAppStore((s) => s.language) ?? 'en-AU';
  const global = useGlobalData();
  const availability = useQuery({ ...referenceQueries.labelAvailability(merchantNumber), enabled: !!merchantNumber });
  return useMemo(() => {
    const entry = availability.data?.find((item) => item.lang === language);
    const enabled = availability.data ? new Set((entry?.labelCollection ?? []).map((label) => label.id)) : null;
    const ready = !!global.data && (!!availability.data || availability.isError);
    return {
      ready,
      tags: ready ? enabledLabels(global.data?.tags ?? [], enabled) : [],
      hotTopics: ready ? enabledLabels(global.data?.hotTopics ?? [], enabled) : [],
    };
  }, [availability.data, availability.isError, global.data, language]);
}
