import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-merchants.js';
import * as m0002 from './0002-identity.js';
import * as m0003 from './0003-catalog.js';
import * as m0004 from './0004-member-lists.js';
import * as m0005 from './0005-hotels.js';
import * as m0006 from './0006-orders.js';
import * as m0007 from './0007-hotel-stay-nights.js';
import * as m0008 from './0008-lower-case-search-text.js';
import * as m0009 from './0009-unpaid-order-guards.js';
import * as m0011 from './0011-referrals.js';
import * as m0012 from './0012-product-refundable.js';
import * as m0013 from './0013-payment-refunds.js';
import * as m0014 from './0014-complaints.js';
import * as m0015 from './0015-partial-refunds.js';

/** Every migration, in order. Listed by hand so the bundled server needs no migration folder. */
const migrations: Record<string, Migration> = {
  '0001-merchants': m0001,
  '0002-identity': m0002,
  '0003-catalog': m0003,
  '0004-member-lists': m0004,
  '0005-hotels': m0005,
  '0006-orders': m0006,
  '0007-hotel-stay-nights': m0007,
  '0008-lower-case-search-text': m0008,
  '0009-unpaid-order-guards': m0009,
  '0011-referrals': m0011,
  '0012-product-refundable': m0012,
  '0013-payment-refunds': m0013,
  '0014-complaints': m0014,
  '0015-partial-refunds': m0015,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
