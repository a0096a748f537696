import type { Db } from '../db/kysely.js';

/**
 * Where images live. The database is the store every server process shares (DESIGN §1: nothing
 * lives only on one process's disk), in the embedded and in the scaled-out setup alike.
 */
export interface ImageStorage {
  put(key: string, contentType: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<{ contentType: string; bytes: Buffer } | undefined>;
  has(key: string): Promise<boolean>;
}

export function createDatabaseImageStorage(db: Db): ImageStorage {
  return {
    async put(key, contentType, bytes) {
      await db
        .insertInto('images')
        .values({ key, content_type: contentType, bytes, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ content_type: contentType, bytes }))
        .execute();
    },
    async get(key) {
      const row = await db
        .selectFrom('images')
        .select(['content_type', 'bytes'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : undefined;
    },
    async has(key) {
      const row = await db.selectFrom('images').select('key').where('key', '=', key).executeTakeFirst();
      return row !== undefined;
    },
  };
}
