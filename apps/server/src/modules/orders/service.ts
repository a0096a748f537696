import type { FastifyBaseLogger } from 'fastify';
import type { OrderAccess } from '../../platform/auth/order-access.js';
import type { Db } from '../../platform/db/kysely.js';
import type { MessageQueue } from '../../platform/delivery/messages.js';
import type { EventPublisher } from '../../platform/events.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { Throttle } from '../../platform/throttle.js';
import type { CartService } from '../cart/service.js';
import type { CatalogService } from '../catalog/service.js';
import type { CouponService } from '../coupons/service.js';
import type { IdentityService } from '../identity/service.js';
import type { PassengerService } from '../passengers/service.js';
import type { PaymentViews } from '../payments/payment-views.js';
import type { PaymentLedger } from '../payments/service.js';
import type { PointsService } from '../points/service.js';
import type { LineResolver } from './lines.js';
import { createDeskActions, type DeskAudit } from './desk-actions.js';
import { createDeskQueueEvents } from './desk-queue.js';
import { createDeskReading } from './desk-reading.js';
import { createOrderClosing } from './order-closing.js';
import { createOrderCreation } from './order-creation.js';
import { createOrderMail, type OrderMailMerchants } from './order-mail.js';
import { createOrderMoves } from './order-moves.js';
import { createOrderPayments } from './order-payments.js';
import { createOrderPricing } from './order-pricing.js';
import { createOrderReading } from './order-reading.js';
import { createVisitorAccess } from './visitor-access.js';
import { createOrderSweeps, type OrderCompletedHook } from './sweeps.js';

export type OrderServiceDeps = {
  db: Db;
  lines: LineResolver;
  cart: CartService;
  catalog: Pick<CatalogService, 'priceProductLines'>;
  coupons: CouponService;
  points: PointsService;
  passengers: PassengerService;
  /** The payments of an order that close with it and are refunded with it (orders never settle payments). */
  payments: Pick<PaymentLedger, 'closePendingPayments' | 'refundCollectedPayments' | 'refundPartOfOrder'>;
  identity: Pick<IdentityService, 'sendCode' | 'checkCode' | 'spendCode'>;
  /** Where order mail is queued, in the transaction of the change it tells of. */
  messages: Pick<MessageQueue, 'mail'>;
  /** The shop's title, colours and public links for order mail. */
  merchants: OrderMailMerchants;
  throttle: Throttle;
  log: FastifyBaseLogger;
  /** Told of each member's order completing (the referrals module credits a first order). */
  onOrderCompleted?: OrderCompletedHook;
  /** The back office's desk: its audit row in each change's transaction, payments shown, live queue events. */
  audit: DeskAudit;
  paymentViews: PaymentViews;
  events?: EventPublisher;
};

/**
 * Orders and their state machine (docs/decisions.md, "Order state machine"): creation holds
 * stock, coupons and points in one transaction; every move is a conditional UPDATE from the
 * status read, so two processes never apply the same move twice. Each part is one file; this
 * composes them. The payments service settles orders through the payment port it exposes.
 */
export function createOrderService(deps: OrderServiceDeps) {
  const { db, lines, coupons, points } = deps;
  const mail = createOrderMail({ db, messages: deps.messages, merchants: deps.merchants, log: deps.log });
  const closing = createOrderClosing({ db, lines, coupons, points, payments: deps.payments, mail });
  const reading = createOrderReading({ db, closing, lines });
  const pricing = createOrderPricing({ lines, coupons, points });
  const creation = createOrderCreation({
    db,
    lines,
    pricing,
    cart: deps.cart,
    coupons,
    points,
    passengers: deps.passengers,
    throttle: deps.throttle,
    reading,
    mail,
  });
  const queue = createDeskQueueEvents({ events: deps.events, log: deps.log });
  const moves = createOrderMoves({
    db,
    lines,
    catalog: deps.catalog,
    reading,
    closing,
    payments: deps.payments,
    mail,
    queue,
  });
  const payments = createOrderPayments({ db, reading, mail, queue });
  const deskReading = createDeskReading({ db, reading, payments: deps.paymentViews });
  const deskActions = createDeskActions({
    db,
    reading,
    desk: deskReading,
    closing,
    mail,
    audit: deps.audit,
    payments: deps.payments,
    queue,
  });
  const visitors = createVisitorAccess({
    db,
    identity: deps.identity,
    reading,
    throttle: deps.throttle,
  });
  const sweeps = createOrderSweeps({ db, points, closing, onCompleted: deps.onOrderCompleted });

  return {
    quoteOrder: pricing.quoteOrder,
    createOrder: creation.createOrder,
    getOrder: reading.getOrder,
    listOrders: reading.listOrders,
    cancelOrder: moves.cancelOrder,
    requestRefund: moves.requestRefund,
    changeDate: moves.changeDate,
    /** The back office's order desk (admin-routes.ts). */
    desk: { reading: deskReading, actions: deskActions },
    /** The port the payments service settles orders through (wired in app.ts). */
    payments,
    sendVisitorCode: visitors.sendVisitorCode,
    queryVisitorOrder: visitors.queryVisitorOrder,
    sweep: sweeps.sweep,
    /** An order its asker may see (3004 otherwise), as the complaints module needs it. */
    findOrderForComplaint: async (ctx: RequestContext, access: OrderAccess, ocode: string) => {
      const order = await reading.accessibleOrder(ctx, access, ocode);
      return {
        orderId: order.id,
        ocode: order.ocode,
        memberId: order.memberId,
        status: order.status,
        lastTravelDate: order.lastTravelDate,
        contact: order.contact,
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
