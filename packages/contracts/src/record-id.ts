import { z } from 'zod';

/**
 * The largest row id a client may send: PostgreSQL's `integer`, the type of every id column
 * (SQLite's integers are wider). A bigger id names no row, and PostgreSQL refuses it as a
 * statement parameter (22003, "out of range for type integer"), which answered 500.
 */
export const RECORD_ID_MAX = 2_147_483_647;

/** The id of a stored row in a request (cart line, traveller, coupon, hotel, tag…). */
export const recordId = z.number().int().min(1).max(RECORD_ID_MAX);
