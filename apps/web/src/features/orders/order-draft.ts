import { storageKey } from '../../app/storage';
import { emptyTraveller, MAX_TRAVELLERS, type OrderValues, type TravellerValues } from './order-form-values';

/**
 * What the shopper typed on one order form, kept in session storage so a reload or a trip back
 * to the product page and forward again finds it (one tab, this visit; never the terms box,
 * which is ticked anew). One draft per order form: its path and query name it.
 */
export type OrderDraft = Omit<OrderValues, 'terms'>;

const TEXT_FIELDS = ['lastName', 'firstName', 'email', 'phone', 'remark'] as const;
const TRAVELLER_FIELDS = Object.keys(emptyTraveller()) as (keyof TravellerValues)[];

export const orderDraftKey = (pathname: string, search: string) => storageKey(`order-draft:${pathname}${search}`);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The saved draft's fields that still have the form's shape; anything else is dropped. */
export function readOrderDraft(storage: Storage, key: string): Partial<OrderDraft> | null {
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(saved)) return null;
  const draft: Partial<OrderDraft> = {};
  for (const field of TEXT_FIELDS) if (typeof saved[field] === 'string') draft[field] = saved[field];
  if (typeof saved.country === 'number') draft.country = saved.country;
  if (Array.isArray(saved.travellers) && saved.travellers.length > 0) {
    draft.travellers = saved.travellers.slice(0, MAX_TRAVELLERS).map((traveller: unknown) => {
      const typed = emptyTraveller();
      if (isRecord(traveller)) {
        for (const field of TRAVELLER_FIELDS) {
          if (typeof traveller[field] === 'string') typed[field] = traveller[field];
        }
      }
      return typed;
    });
  }
  return draft;
}

/** Saves the form's values but the terms box; full or disabled storage only loses the draft. */
export function writeOrderDraft(storage: Storage, key: string, values: Partial<OrderValues>): void {
  const { terms: _terms, ...draft } = values;
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the form still works, it just forgets on reload.
  }
}

export function clearOrderDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was saved either.
  }
}
