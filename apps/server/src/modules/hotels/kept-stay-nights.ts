import type { Db } from '../../platform/db/kysely.js';
import { createMerchantMemo } from '../../platform/merchant-memo.js';
import { findStayNightRows } from './stay-summary-repo.js';

/**
 * Nights a kept block holds. Finding a hotel's nights costs the database a descent of the key per
 * hotel, whatever the nights: 437 hotels' one night took 3.6 ms of PostgreSQL, their 16 nights
 * 4.4 ms. So the nights are read and kept in aligned blocks of 16 for the answer cache's minute, and
 * the next stays that fall in them — another check-in, length, sort, filter or page of the place —
 * read nothing.
 */
const BLOCK_NIGHTS = 16;
/** At most this much of kept nights a process (~2 KB a hotel's block: 16 nights of two lists). */
const KEPT_BYTES = 32 * 1024 * 1024;
const KEPT_BLOCKS = 100_000;

/** A hotel's nights of one span, in date order: each night's lists, undefined where the summary has no row. */
type NightsSpan = { rooms: (string | undefined)[]; prices: (string | undefined)[] };

/** A hotel's lists of a stay, one a night (a night with nothing on sale gives none). */
export type StayNights = { rooms: string[]; prices: string[] };

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a calendar date (`YYYY-MM-DD` is read as UTC). */
const dayOf = (date: string) => Math.round(Date.parse(date) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const spanBytes = (span: NightsSpan) => {
  let bytes = 64 + 16 * span.rooms.length;
  for (let i = 0; i < span.rooms.length; i++) bytes += (span.rooms[i]?.length ?? 0) + (span.prices[i]?.length ?? 0);
  return bytes;
};

/**
 * The summary's nights (`hotel_stay_nights`) as a search reads them, kept for `keptMs` (the answer
 * cache's minute: a search answer is as old as that already; 0 reads every stay's own nights) and
 * forgotten with the merchant's answers when its hotels, room types, plans or rates change. A
 * booking in the minute shows in searches after it (the order itself checks the rooms left).
 */
export function createKeptStayNights({ db, keptMs }: { db: Db; keptMs: number }) {
  const kept = createMerchantMemo<NightsSpan>({
    ttlMs: keptMs,
    max: KEPT_BLOCKS,
    maxBytes: KEPT_BYTES,
    sizeOf: spanBytes,
  });
  /** Spans being read, by key: searches that need one at the same time wait for the same read. */
  const reading = new Map<string, Promise<NightsSpan>>();

  /** The spans a stay's nights fall in: aligned blocks when they are kept, else the stay itself. */
  function spansOf(first: number, nights: number): { start: number; length: number }[] {
    if (keptMs <= 0) return [{ start: first, length: nights }];
    const spans = [];
    const lastBlock = Math.floor((first + nights - 1) / BLOCK_NIGHTS);
    for (let block = Math.floor(first / BLOCK_NIGHTS); block <= lastBlock; block++) {
      spans.push({ start: block * BLOCK_NIGHTS, length: BLOCK_NIGHTS });
    }
    return spans;
  }

  /** Reads these hotels' spans (all starting at `start`, `length` long), in one statement. */
  async function readSpans(hotelIds: number[], start: number, length: number): Promise<Map<number, NightsSpan>> {
    const spans = new Map<number, NightsSpan>();
    for (const hotelId of hotelIds) {
      spans.set(hotelId, { rooms: new Array(length).fill(undefined), prices: new Array(length).fill(undefined) });
    }
    const rows = await findStayNightRows(db, hotelIds, dateOf(start), dateOf(start + length));
    for (const row of rows) {
      const span = spans.get(row.hotel_id);
      const night = dayOf(row.date) - start;
      if (!span || night < 0 || night >= length) continue;
      span.rooms[night] = row.rooms;
      span.prices[night] = row.prices;
    }
    return spans;
  }

  /**
   * The stay's nights of these hotels of the merchant, by hotel: only hotels with a summary row
   * for every night (a hotel's nights past its booking horizon have none).
   */
  async function nightsOf(
    merchantNumber: string,
    hotelIds: readonly number[],
    stay: { checkIn: string; nights: number },
  ): Promise<Map<number, StayNights>> {
    const first = dayOf(stay.checkIn);
    const spans = spansOf(first, stay.nights);
    // found[s][h]: span s of hotel h, kept or read now; reads under way are waited for below.
    const found = spans.map(() => new Array<NightsSpan | undefined>(hotelIds.length));
    const waits: Promise<void>[] = [];
    spans.forEach(({ start, length }, s) => {
      const toRead: number[] = [];
      const keyOf = (hotelId: number) => `${merchantNumber}|${hotelId}|${start}|${length}`;
      hotelIds.forEach((hotelId, h) => {
        const key = keyOf(hotelId);
        const span = kept.known(key);
        if (span) {
          found[s]![h] = span;
          return;
        }
        const pending = reading.get(key);
        if (pending) waits.push(pending.then((spanRead) => void (found[s]![h] = spanRead)));
        else toRead.push(h);
      });
      if (toRead.length === 0) return;
      const keep = kept.keeper();
      const read = readSpans(
        toRead.map((h) => hotelIds[h]!),
        start,
        length,
      );
      waits.push(read.then((spansRead) => void toRead.forEach((h) => (found[s]![h] = spansRead.get(hotelIds[h]!)))));
      for (const h of toRead) {
        const key = keyOf(hotelIds[h]!);
        const span = read.then((spansRead) => spansRead.get(hotelIds[h]!)!);
        reading.set(key, span);
        void span.then(
          (value) => {
            keep(key, value);
            if (reading.get(key) === span) reading.delete(key);
          },
          () => {
            if (reading.get(key) === span) reading.delete(key);
          },
        );
      }
    });
    await Promise.all(waits);

    const nights = new Map<number, StayNights>();
    hotels: for (let h = 0; h < hotelIds.length; h++) {
      const rooms: string[] = [];
      const prices: string[] = [];
      for (let s = 0; s < spans.length; s++) {
        const { start, length } = spans[s]!;
        const span = found[s]![h]!;
        const from = Math.max(first, start);
        const to = Math.min(first + stay.nights, start + length);
        for (let day = from; day < to; day++) {
          const night = day - start;
          const roomsOfNight = span.rooms[night];
          if (roomsOfNight === undefined) continue hotels;
          if (roomsOfNight !== '') rooms.push(roomsOfNight);
          const pricesOfNight = span.prices[night]!;
          if (pricesOfNight !== '') prices.push(pricesOfNight);
        }
      }
      nights.set(hotelIds[h]!, { rooms, prices });
    }
    return nights;
  }

  return {
    nightsOf,
    /** Forgets the merchant's kept nights (its hotels, room types, plans or rates changed). */
    forget(merchantNumber: string) {
      kept.forget(merchantNumber);
      // A read under way may have begun before the change: later searches read again.
      for (const key of [...reading.keys()]) if (key.startsWith(`${merchantNumber}|`)) reading.delete(key);
    },
  };
}

export type KeptStayNights = ReturnType<typeof createKeptStayNights>;
