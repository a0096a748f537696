import { Readable } from 'node:stream';
import {
  DESK_LIMITS,
  currencyInfo,
  orderCodeSchema,
  type CurrencyCode,
  type DeskHotelManifest,
  type DeskManifest,
  type DeskOrderDetail,
  type DeskOrderFilter,
  type DeskOrderList,
  type DeskOrderListQuery,
  type DeskOrderRow,
  type DeskQueue,
} from '@storefront/contracts';
import { stringify } from 'csv-stringify';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { PaymentViews } from '../payments/payment-views.js';
import * as desk from './desk-repo.js';
import { findItems, type ItemRecord } from './item-repo.js';
import type { OrderReading } from './order-reading.js';
import { ACTIVE_STATUSES } from './order-rules.js';
import * as repo from './repo.js';

/** Who acts at the desk: a member of staff inside one merchant (request.staff). */
export type DeskActor = {
  staffId: number;
  email: string;
  role: string;
  merchantNumber: string;
  operator: boolean;
  /** Per currency, minor units; null (or a currency left out) = no limit. Agents only. */
  refundLimits: Partial<Record<string, number>> | null;
};

const QUEUE_MAX = 200;
const CSV_BATCH = 500;

const nameOf = (person: { lastName?: unknown; firstName?: unknown }) =>
  [person.lastName, person.firstName].filter((p) => typeof p === 'string' && p !== '').join(' ');

const productsOf = (items: readonly ItemRecord[]) =>
  [...new Set(items.map((i) => (i.packageTitle ? `${i.title} · ${i.packageTitle}` : i.title)))].join('; ');

/** Money as a decimal text in its currency's digits (what a spreadsheet reads as a number). */
export function decimalOf(amount: number, currency: string): string {
  const { minorDigits } = currencyInfo(currency as CurrencyCode);
  return (amount / 10 ** minorDigits).toFixed(minorDigits);
}

/** A spreadsheet runs a cell that starts with = + - @ as a formula: such text is quoted with '. */
const cell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The desk's reads: the list and its CSV, an order's details, the queue, the manifests. */
export function createDeskReading(deps: {
  db: Db;
  reading: Pick<OrderReading, 'refreshed' | 'detailOf'>;
  payments: PaymentViews;
}) {
  const { db, reading } = deps;

  /** The merchant's order of that code (refreshed: an unpaid one past its window expires); 3004 otherwise. */
  async function deskOrder(actor: DeskActor, ocode: string): Promise<repo.OrderRecord> {
    if (!orderCodeSchema.safeParse(ocode).success) {
      throw new AppError('malformedId', `"${ocode}" is not an order code`, 'ocode');
    }
    const order = await repo.findOrderByCode(db, actor.merchantNumber, ocode);
    if (!order) throw new AppError('notFound', `No order ${ocode} in this shop`);
    return reading.refreshed(order);
  }

  function rowOf(order: repo.OrderRecord, items: readonly ItemRecord[]): DeskOrderRow {
    return {
      ocode: order.ocode,
      state: order.status,
      bookedAt: order.createdAt,
      firstTravelDate: order.firstTravelDate,
      lastTravelDate: order.lastTravelDate,
      products: productsOf(items),
      contactName: nameOf(order.contact),
      contactEmail: order.contactEmail,
      contactPhone: order.contact.phone ?? '',
      travellers: order.travellers.length,
      currency: order.currency,
      total: order.total,
      refundedAmount: order.refundedAmount,
      guest: order.memberId === null,
    };
  }

  async function listOrders(actor: DeskActor, query: DeskOrderListQuery): Promise<DeskOrderList> {
    const { total, orders } = await desk.findDeskOrderPage(db, actor.merchantNumber, query, {
      offset: (query.page - 1) * query.size,
      limit: query.size,
    });
    const items = await findItems(
      db,
      actor.merchantNumber,
      orders.map((o) => o.id),
    );
    return {
      items: orders.map((o) => rowOf(o, items.get(o.id) ?? [])),
      total,
      page: query.page,
      size: query.size,
    };
  }

  /** The filtered list as CSV, read and written in batches so a large export never sits in memory. */
  function exportOrders(actor: DeskActor, filter: DeskOrderFilter): Readable {
    async function* rows() {
      for (let offset = 0; offset < DESK_LIMITS.csvRowsMax; offset += CSV_BATCH) {
        const orders = await desk.findDeskOrders(db, actor.merchantNumber, filter, {
          offset,
          limit: Math.min(CSV_BATCH, DESK_LIMITS.csvRowsMax - offset),
        });
        const items = await findItems(
          db,
          actor.merchantNumber,
          orders.map((o) => o.id),
        );
        for (const order of orders) {
          const row = rowOf(order, items.get(order.id) ?? []);
          yield [
            row.ocode,
            row.state,
            row.bookedAt,
            row.firstTravelDate,
            row.lastTravelDate,
            cell(row.products),
            cell(row.contactName),
            cell(row.contactEmail),
            cell(row.contactPhone),
            String(row.travellers),
            row.currency,
            decimalOf(row.total, row.currency),
            decimalOf(row.refundedAmount, row.currency),
            row.guest ? 'guest' : 'member',
          ];
        }
        if (orders.length < CSV_BATCH) return;
      }
    }
    const header = [
      'order',
      'state',
      'booked_at',
      'first_travel_date',
      'last_travel_date',
      'products',
      'contact_name',
      'contact_email',
      'contact_phone',
      'travellers',
      'currency',
      'total',
      'refunded',
      'customer',
    ];
    return Readable.from(rows()).pipe(stringify({ header: true, columns: header }));
  }

  async function orderDetail(actor: DeskActor, ocode: string): Promise<DeskOrderDetail> {
    return detailOf(await deskOrder(actor, ocode));
  }

  async function detailOf(order: repo.OrderRecord): Promise<DeskOrderDetail> {
    const [customerView, payments, notes, mails] = await Promise.all([
      reading.detailOf(order),
      deps.payments.paymentsOfOrder(order.merchantNumber, order.id),
      desk.findNotes(db, order.merchantNumber, order.id),
      desk.findOrderMails(db, order.merchantNumber, order.id),
    ]);
    const { actions: _customerActions, ...view } = customerView;
    const open = ACTIVE_STATUSES.includes(order.status);
    // A refund request is decided against what was paid, so it counts as refundable while it waits.
    const paidAndHeld = open || order.status === 'completed' || order.status === 'refund_requested';
    const refundable = paidAndHeld ? Math.max(view.paidAmount, 0) : 0;
    return {
      ...view,
      refundedAmount: order.refundedAmount,
      refundable,
      payments: payments.map((p) => ({
        kind: p.kind,
        provider: p.provider,
        merchantTradeNumber: p.merchantTradeNumber,
        amount: p.amount,
        currency: p.currency,
        status: p.status,
        createdAt: p.createdAt,
        paidAt: p.paidAt,
        refunds: p.refunds.map((r) => ({
          reason: r.reason,
          amount: r.amount,
          status: r.status,
          createdAt: r.createdAt,
        })),
      })),
      notes,
      mails,
      actions: {
        confirm: order.status === 'awaiting_confirmation',
        reject: order.status === 'awaiting_confirmation',
        decideRefund: order.status === 'refund_requested',
        refund: (open || order.status === 'completed') && refundable > 0,
        supplement: open,
        resendConfirmation: order.status === 'confirmed' || order.status === 'completed',
      },
    };
  }

  async function queue(actor: DeskActor): Promise<DeskQueue> {
    const entries = await desk.findQueue(db, actor.merchantNumber, QUEUE_MAX);
    const items = await findItems(
      db,
      actor.merchantNumber,
      entries.map((e) => e.order.id),
    );
    const now = Date.now();
    return {
      items: entries.map(({ order, since, note }) => ({
        ocode: order.ocode,
        state: order.status,
        reason: order.status === 'refund_requested' ? ('refundRequest' as const) : ('confirmation' as const),
        since,
        ageMinutes: Math.max(0, Math.floor((now - Date.parse(since)) / 60_000)),
        firstTravelDate: order.firstTravelDate,
        products: productsOf(items.get(order.id) ?? []),
        contactName: nameOf(order.contact),
        currency: order.currency,
        total: order.total,
        note: order.status === 'refund_requested' ? note : '',
      })),
    };
  }

  const travellerNames = (order: repo.OrderRecord) => order.travellers.map((t) => nameOf(t));

  async function packageManifest(
    actor: DeskActor,
    at: { product: string; package: string; date: string },
  ): Promise<DeskManifest> {
    const lines = await desk.findPackageManifest(db, actor.merchantNumber, {
      productCode: at.product,
      gcode: at.package,
      date: at.date,
    });
    const counts: Record<string, number> = {};
    for (const { item } of lines) {
      for (const [type, n] of Object.entries(item.quantities)) counts[type] = (counts[type] ?? 0) + n;
    }
    const first = lines[0]?.item;
    return {
      product: at.product,
      package: at.package,
      title: first?.title ?? '',
      packageTitle: first?.packageTitle ?? '',
      date: at.date,
      counts,
      orders: lines.map(({ order, item }) => ({
        ocode: order.ocode,
        state: order.status,
        contactName: nameOf(order.contact),
        contactPhone: order.contact.phone ?? '',
        remark: order.remark,
        travellers: travellerNames(order),
        quantities: item.quantities,
      })),
    };
  }

  /** The manifest as CSV: one row per traveller (an order without named travellers: one row). */
  function manifestCsv(manifest: DeskManifest): Readable {
    const rows = manifest.orders.flatMap((o) => {
      const quantities = Object.entries(o.quantities)
        .map(([type, n]) => `${type} ${n}`)
        .join(', ');
      const base = [o.ocode, o.state, cell(o.contactName), cell(o.contactPhone), quantities, cell(o.remark)];
      return (o.travellers.length > 0 ? o.travellers : ['']).map((name) => [cell(name), ...base]);
    });
    return Readable.from(rows).pipe(
      stringify({
        header: true,
        columns: ['traveller', 'order', 'state', 'contact', 'contact_phone', 'booked', 'remarks'],
      }),
    );
  }

  async function hotelManifest(actor: DeskActor, at: { hotel: number; night: string }): Promise<DeskHotelManifest> {
    const lines = await desk.findHotelManifest(db, actor.merchantNumber, { hotelId: at.hotel, night: at.night });
    const stays = lines.map(({ order, item }) => ({
      ocode: order.ocode,
      state: order.status,
      contactName: nameOf(order.contact),
      contactPhone: order.contact.phone ?? '',
      remark: order.remark,
      travellers: travellerNames(order),
      roomType: item.packageTitle,
      checkIn: item.date,
      checkOut: item.endDate,
      party: item.rooms.map((r) => ({ adults: r.adultNum, childAges: r.childAges ?? [] })),
    }));
    return {
      hotel: at.hotel,
      title: lines[0]?.item.title ?? '',
      night: at.night,
      rooms: stays.reduce((n, s) => n + s.party.length, 0),
      guests: stays.reduce((n, s) => n + s.party.reduce((m, p) => m + p.adults + p.childAges.length, 0), 0),
      stays,
    };
  }

  return {
    deskOrder,
    detailOf,
    listOrders,
    exportOrders,
    orderDetail,
    queue,
    packageManifest,
    manifestCsv,
    hotelManifest,
  };
}

export type DeskReading = ReturnType<typeof createDeskReading>;
