import type { Complaint, ComplaintCategory, ComplaintState } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';

/** Whose complaints: an order of a merchant (every query names both). */
export type OrderOwner = { merchantNumber: string; orderId: number };

export async function countComplaints(db: Db, owner: OrderOwner): Promise<number> {
  const row = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchant_number', '=', owner.merchantNumber)
    .where('order_id', '=', owner.orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Files a complaint as the order's `seq`-th; false when another request took that number first
 * (the unique key on order and number is what bounds an order's complaints).
 */
export async function insertComplaint(
  db: Db,
  owner: OrderOwner,
  complaint: {
    seq: number;
    memberId: number | null;
    category: ComplaintCategory;
    text: string;
    photoKeys: string[];
    language: string;
    at: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('complaints')
    .values({
      merchant_number: owner.merchantNumber,
      order_id: owner.orderId,
      seq: complaint.seq,
      member_id: complaint.memberId,
      category: complaint.category,
      text: complaint.text,
      photo_keys: JSON.stringify(complaint.photoKeys),
      state: 'received',
      language: complaint.language,
      created_at: complaint.at,
      updated_at: complaint.at,
    })
    .onConflict((oc) => oc.columns(['merchant_number', 'order_id', 'seq']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** An order's complaints, oldest first, as the shopper sees them. */
export async function findComplaints(db: Db, owner: OrderOwner): Promise<Complaint[]> {
  const rows = await db
    .selectFrom('complaints')
    .select(['seq', 'category', 'text', 'photo_keys', 'state', 'created_at'])
    .where('merchant_number', '=', owner.merchantNumber)
    .where('order_id', '=', owner.orderId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({
    number: r.seq,
    category: r.category as ComplaintCategory,
    text: r.text,
    photos: (JSON.parse(r.photo_keys) as string[]).map((key) => `/images/${key}`),
    state: r.state as ComplaintState,
    createdAt: r.created_at,
  }));
}
