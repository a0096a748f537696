import { addDays, hotelHorizon, nightsBetween } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import type { ImageStorage } from '../../platform/images/storage.js';
import type { HotelService } from '../../modules/hotels/service.js';
import { HOTELS } from './content.js';
import { composeMerchantHotels, hotelPictures } from './generate.js';

export type HotelSeedDeps = { db: Db; images: ImageStorage; hotels: HotelService };

/** Which demo hotels each demo merchant sells: all of them at the default shop, ten in each other's countries. */
const DEMO_HOTELS: readonly { merchantNumber: string; hotelKeys: readonly string[] }[] = [
  { merchantNumber: '456817', hotelKeys: HOTELS.map((h) => h.key) },
  {
    merchantNumber: '518200',
    hotelKeys: [
      'auckland-waitemata',
      'auckland-viaduct',
      'queenstown-wakatipu',
      'queenstown-coronet',
      'rotorua-geyserland',
      'christchurch-avon',
      'teanau-fiordland',
      'sydney-darlingquarter',
      'melbourne-collins',
      'goldcoast-surfers',
    ],
  },
  {
    merchantNumber: '630900',
    hotelKeys: [
      'denarau-sands',
      'nadi-bay',
      'coralcoast-reef',
      'mamanuca-malolo',
      'ansevata-lagoon',
      'noumea-cocotiers',
      'kuto-bay',
      'cairns-esplanade',
      'hamilton-lagoon',
      'sydney-harbourside',
    ],
  },
];

/**
 * Seeds the demo hotels of each demo merchant, each merchant in one transaction recorded in
 * `seed_runs`, so running it again changes nothing. Deterministic: the same merchant always gets
 * the same hotels, rooms and prices. Rates start the day before seeding (where the hotels are,
 * ahead of UTC, it may be a day later) and run for a year, through the booking horizon.
 */
export async function seedDemoHotels(deps: HotelSeedDeps): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const from = addDays(today, -1);
  // Tomorrow's horizon: where the hotel is, it may already be tomorrow.
  const horizon = hotelHorizon(addDays(today, 1));
  const oneYear = addDays(today, 366);
  const nights = nightsBetween(from, horizon > oneYear ? horizon : oneYear);
  let picturesReady = false;
  for (const demo of DEMO_HOTELS) {
    const run = `hotels:${demo.merchantNumber}`;
    if (await hasSeedRun(deps.db, run)) continue;
    if (!picturesReady) {
      await ensurePictures(deps);
      picturesReady = true;
    }
    const drafts = composeMerchantHotels({ ...demo, from, nights });
    await deps.db.transaction().execute(async (trx) => {
      await deps.hotels.importHotels(trx, demo.merchantNumber, drafts);
      await markSeedRun(trx, run);
    });
  }
}

/** The hotel, amenity and room pictures, drawn once and kept in the image storage. */
async function ensurePictures({ db, images }: Pick<HotelSeedDeps, 'db' | 'images'>): Promise<void> {
  const run = 'hotels:images';
  if (await hasSeedRun(db, run)) return;
  // In parallel: on PostgreSQL each write is its own commit, and the pool overlaps them.
  await Promise.all(hotelPictures().map((p) => images.put(p.key, 'image/svg+xml', Buffer.from(p.svg))));
  await markSeedRun(db, run);
}

async function hasSeedRun(db: Db, name: string): Promise<boolean> {
  const row = await db.selectFrom('seed_runs').select('name').where('name', '=', name).executeTakeFirst();
  return row !== undefined;
}

async function markSeedRun(db: Db, name: string): Promise<void> {
  await db
    .insertInto('seed_runs')
    .values({ name, ran_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
