import { addDays, nightsBetween } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { LRUCache } from 'lru-cache';
import { type NightsSpan, type StayNights, findNightsSpans } from './stay-summary-repo.js';

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
/** Blocks kept at most: merchants × the booking horizon's 23 blocks, with room to spare. */
const KEPT_BLOCKS = 20_000;

/** Blocks are aligned on days since this date. */
const EPOCH = '1970-01-01';
const dayOf = (date: string) => nightsBetween(EPOCH, date);
const dateOf = (day: number) => addDays(EPOCH, day);

/** A span's text (one byte a character: digits, dates and separators) and its positions. */
const spanBytes = (span: NightsSpan) => 96 + span.text.length + span.at.byteLength;

/** A span with no night: what a hotel without a row on any of its dates finds. */
const NO_NIGHTS = (length: number): NightsSpan => ({ text: '', at: new Int32Array(4 * length).fill(-1) });

/**
 * A merchant's block of nights: each hotel's span read so far, or being read (searches that need
 * it meanwhile wait for that read), and their size. One lookup a block serves all of a search's
 * hotels (a lookup per hotel and block was ~8 % of a cold search's main thread).
 */
type MerchantBlock = { spans: Map<number, NightsSpan | Promise<NightsSpan>>; bytes: number };

/**
 * The summary's nights (`hotel_stay_nights`) as a search reads them, kept for `keptMs` (the answer
 * cache's minute: a search answer is as old as that already; 0 reads every stay's own nights) and
 * forgotten with the merchant's answers when its hotels, room types, plans or rates change. A
 * booking in the minute shows in searches after it (the order itself checks the rooms left).
 */
export function createKeptStayNights({ db, keptMs }: { db: Db; keptMs: number }) {
  const kept =
    keptMs > 0
      ? new LRUCache<string, MerchantBlock>({
          max: KEPT_BLOCKS,
          ttl: keptMs,
          maxSize: KEPT_BYTES,
          sizeCalculation: (block) => 64 + block.bytes,
        })
      : undefined;

  /** The spans a stay's nights fall in: aligned blocks when they are kept, else the stay itself. */
  function spansOf(first: number, nights: number): { start: number; length: number }[] {
    if (!kept) return [{ start: first, length: nights }];
    const spans = [];
    const lastBlock = Math.floor((first + nights - 1) / BLOCK_NIGHTS);
    for (let block = Math.floor(first / BLOCK_NIGHTS); block <= lastBlock; block++) {
      spans.push({ start: block * BLOCK_NIGHTS, length: BLOCK_NIGHTS });
    }
    return spans;
  }

  /** Reads these hotels' spans (all starting at `start`, `length` long), in one statement. */
  async function readSpans(hotelIds: number[], start: number, length: number): Promise<Map<number, NightsSpan>> {
    const dates = Array.from({ length }, (_, night) => dateOf(start + night));
    const spans = await findNightsSpans(db, hotelIds, dates);
    for (const hotelId of hotelIds) if (!spans.has(hotelId)) spans.set(hotelId, NO_NIGHTS(length));
    return spans;
  }

  /** The merchant's block at `start` (a new one, kept, when it has none). */
  function blockOf(merchantNumber: string, start: number, length: number): { key: string; block: MerchantBlock } {
    const key = `${merchantNumber}|${start}|${length}`;
    let block = kept?.get(key);
    if (!block) {
      block = { spans: new Map(), bytes: 0 };
      kept?.set(key, block);
    }
    return { key, block };
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
      const { key, block } = blockOf(merchantNumber, start, length);
      const toRead: number[] = [];
      hotelIds.forEach((hotelId, h) => {
        const span = block.spans.get(hotelId);
        if (span === undefined) toRead.push(h);
        else if (span instanceof Promise) waits.push(span.then((spanRead) => void (found[s]![h] = spanRead)));
        else found[s]![h] = span;
      });
      if (toRead.length === 0) return;
      const ids = toRead.map((h) => hotelIds[h]!);
      const read = readSpans(ids, start, length);
      const pending = ids.map((hotelId) => read.then((spansRead) => spansRead.get(hotelId)!));
      ids.forEach((hotelId, i) => block.spans.set(hotelId, pending[i]!));
      waits.push(
        read.then(
          (spansRead) => {
            ids.forEach((hotelId, i) => {
              const span = spansRead.get(hotelId)!;
              found[s]![toRead[i]!] = span;
              if (block.spans.get(hotelId) !== pending[i]) return;
              block.spans.set(hotelId, span);
              block.bytes += spanBytes(span);
            });
            // Sized again with what it now holds (a forgotten or evicted block is not kept again).
            if (kept?.peek(key) === block) kept.set(key, block, { noUpdateTTL: true });
          },
          (error: unknown) => {
            ids.forEach((hotelId, i) => {
              if (block.spans.get(hotelId) === pending[i]) block.spans.delete(hotelId);
            });
            throw error;
          },
        ),
      );
    });
    await Promise.all(waits);

    const nights = new Map<number, StayNights>();
    hotels: for (let h = 0; h < hotelIds.length; h++) {
      const hotelSpans = found.map((spansOfHotels) => spansOfHotels[h]!);
      for (let s = 0; s < spans.length; s++) {
        const { start, length } = spans[s]!;
        const at = hotelSpans[s]!.at;
        const to = Math.min(first + stay.nights, start + length);
        for (let day = Math.max(first, start); day < to; day++) if (at[4 * (day - start)] === -1) continue hotels;
      }
      nights.set(hotelIds[h]!, { spans: hotelSpans, first: first - spans[0]!.start, nights: stay.nights });
    }
    return nights;
  }

  return {
    nightsOf,
    /** Forgets the merchant's kept nights (its hotels, room types, plans or rates changed). */
    forget(merchantNumber: string) {
      // A read under way belongs to a block no longer kept: later searches read again.
      for (const key of [...(kept?.keys() ?? [])]) if (key.startsWith(`${merchantNumber}|`)) kept?.delete(key);
    },
  };
}

export type KeptStayNights = ReturnType<typeof createKeptStayNights>;
