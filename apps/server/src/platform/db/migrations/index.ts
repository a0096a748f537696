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
import * as m0017 from './0017-delivery-queue.js';
import * as m0016 from './0016-staff.js';
import * as m0018 from './0018-merchant-domains.js';
import * as m0019 from './0019-order-notes.js';
import * as m0020 from './0020-calendar-day-prices.js';
import * as m0021 from './0021-product-editing.js';
import * as m0022 from './0022-marketing-admin.js';
import * as m0023 from './0023-money-admin.js';
import * as m0024 from './0024-listing-read-paths.js';
import * as m0025 from './0025-hotel-night-editing.js';
import * as m0026 from './0026-hotel-photo-alt.js';
import * as m0027 from './0027-listing-cards.js';
import * as m0028 from './0028-hotel-stay-summary.js';
import * as m0029 from './0029-listing-sort-indexes.js';
import * as m0030 from './0030-search-by-merchant.js';
import * as m0031 from './0031-listing-cards-by-product.js';
import * as m0032 from './0032-hotel-search-candidates.js';
import * as m0033 from './0033-hotel-nights-covering-key.js';
import * as m0034 from './0034-search-document-inline.js';
import * as m0035 from './0035-search-terms.js';

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
  '0017-delivery-queue': m0017,
  '0016-staff': m0016,
  '0018-merchant-domains': m0018,
  '0019-order-notes': m0019,
  '0020-calendar-day-prices': m0020,
  '0021-product-editing': m0021,
  '0022-marketing-admin': m0022,
  '0023-money-admin': m0023,
  '0024-listing-read-paths': m0024,
  '0025-hotel-night-editing': m0025,
  '0026-hotel-photo-alt': m0026,
  '0027-listing-cards': m0027,
  '0028-hotel-stay-summary': m0028,
  '0029-listing-sort-indexes': m0029,
  '0030-search-by-merchant': m0030,
  '0031-listing-cards-by-product': m0031,
  '0032-hotel-search-candidates': m0032,
  '0033-hotel-nights-covering-key': m0033,
  '0034-search-document-inline': m0034,
  '0035-search-terms': m0035,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
