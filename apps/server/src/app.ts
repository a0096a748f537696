import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES } from '@storefront/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { assertPaymentsConfigured, assertSmsConfigured, type Config, listingIndexProductsOf } from './config.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { catalogAdminRoutes } from './modules/catalog/admin-routes.js';
import { calendarAdminRoutes } from './modules/catalog/calendar-admin-routes.js';
import { createProductCsv } from './modules/catalog/product-csv.js';
import { productCsvRoutes } from './modules/catalog/product-csv-routes.js';
import { createCalendarEditing } from './modules/catalog/calendar-editing.js';
import { complaintRoutes } from './modules/complaints/routes.js';
import { createComplaintService } from './modules/complaints/service.js';
import { createCatalogService } from './modules/catalog/service.js';
import { hotelAdminRoutes } from './modules/hotels/admin-routes.js';
import { hotelPhotoRoutes } from './modules/hotels/hotel-photo-routes.js';
import { hotelRoutes } from './modules/hotels/routes.js';
import { createHotelService } from './modules/hotels/service.js';
import { createBannerEditing } from './modules/marketing/admin-banners.js';
import { createFlashSaleEditing } from './modules/marketing/admin-flash-sales.js';
import { createHotSearchEditing } from './modules/marketing/admin-hot-searches.js';
import { marketingAdminRoutes } from './modules/marketing/admin-routes.js';
import { marketingRoutes } from './modules/marketing/routes.js';
import { createMarketingService } from './modules/marketing/service.js';
import { createMerchantService } from './modules/merchant/service.js';
import { merchantRoutes } from './modules/merchant/routes.js';
import { merchantAdminRoutes } from './modules/merchant/admin-routes.js';
import { registerDomainPages } from './modules/merchant/domains.js';
import { seoRoutes } from './modules/seo/routes.js';
import { createSeoService } from './modules/seo/service.js';
import { createSettingsService } from './modules/merchant/settings.js';
import { createOrderDashboard } from './modules/orders/dashboard.js';
import { dashboardAdminRoutes } from './modules/orders/dashboard-routes.js';
import { createReferenceService } from './modules/reference/service.js';
import { searchHistoryRoutes } from './modules/search-history/routes.js';
import { createSearchHistoryService } from './modules/search-history/service.js';
import { referenceRoutes } from './modules/reference/routes.js';
import { accountRoutes, identityRoutes } from './modules/identity/routes.js';
import { createIdentityService } from './modules/identity/service.js';
import { createVisitorService } from './modules/visitor/service.js';
import { favouriteRoutes } from './modules/favourites/routes.js';
import { createFavouriteService, productLookupsFrom } from './modules/favourites/service.js';
import { newsletterAdminRoutes } from './modules/newsletter/admin-routes.js';
import { createSubscriberDesk } from './modules/newsletter/admin-subscribers.js';
import { newsletterRoutes } from './modules/newsletter/routes.js';
import { createNewsletterService } from './modules/newsletter/service.js';
import { passengerRoutes } from './modules/passengers/routes.js';
import { createPassengerService } from './modules/passengers/service.js';
import { cartRoutes } from './modules/cart/routes.js';
import { createCartService } from './modules/cart/service.js';
import { couponRoutes } from './modules/coupons/routes.js';
import { couponAdminRoutes } from './modules/coupons/admin-routes.js';
import { createCouponAdmin } from './modules/coupons/admin-service.js';
import { pointsAdminRoutes } from './modules/points/admin-routes.js';
import { createPointsAdmin } from './modules/points/admin-service.js';
import { ratesAdminRoutes } from './modules/catalog/rates-admin-routes.js';
import { createRatesAdmin } from './modules/catalog/rates-admin.js';
import { createCouponService } from './modules/coupons/service.js';
import { createLineResolver } from './modules/orders/lines.js';
import { deskRoutes } from './modules/orders/admin-routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { createOrderService } from './modules/orders/service.js';
import { paymentRoutes } from './modules/payments/routes.js';
import type { PaymentProvider } from './modules/payments/provider.js';
import { createSandboxProvider } from './modules/payments/sandbox.js';
import { createStripeProvider } from './modules/payments/stripe-provider.js';
import { createPaymentLedger, createPaymentService, REFUND_JOB, type RefundJob } from './modules/payments/service.js';
import { pointsRoutes } from './modules/points/routes.js';
import { createPointsService } from './modules/points/service.js';
import { referralRoutes } from './modules/referrals/routes.js';
import { createReferralService } from './modules/referrals/service.js';
import { visitorRoutes } from './modules/visitor/routes.js';
import { registerAuth } from './platform/auth/require-member.js';
import { createSessionStore } from './platform/auth/sessions.js';
import { createPaymentViews } from './modules/payments/payment-views.js';
import { registerHub } from './realtime/hub.js';
import { createCache } from './platform/cache.js';
import { createAnswerCache } from './platform/http/answer-cache.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerCompression } from './platform/http/compression.js';
import { loadWebRenderer } from './platform/http/web-render.js';
import { pingDatabase } from './platform/db/dialect.js';
import { createDb, migrateToLatest } from './platform/db/kysely.js';
import { localizedMessage, registerErrorHandler } from './platform/http/errors.js';
import { registerRequestId, requestIdOptions } from './platform/http/request-id.js';
import { imageRoutes } from './platform/images/routes.js';
import { createDatabaseImageStorage } from './platform/images/storage.js';
import { createDeliveryQueue, type DeliveryQueue } from './platform/delivery/queue.js';
import { createMessageQueue } from './platform/delivery/messages.js';
import { createMailer } from './platform/mail/mailer.js';
import { createOutbox, outboxRoutes } from './platform/mail/outbox.js';
import { createDomainEvents } from './platform/events.js';
import { registerMetrics } from './platform/metrics.js';
import { readinessRoute } from './platform/readiness.js';
import { createMemoryPubSub } from './platform/pubsub/memory.js';
import type { PubSub } from './platform/pubsub/pubsub.js';
import { validatorRefusingControlCharacters } from './platform/http/validator.js';
import { registerRequestContext } from './platform/request-context.js';
import { createOutboxSmsProvider } from './platform/sms/sms.js';
import { createTwilioSmsProvider } from './platform/sms/twilio.js';
import { createThrottle } from './platform/throttle.js';
import { seedDemoCatalog } from './seed/catalog/seed-catalog.js';
import { seedDemoHotels } from './seed/hotels/seed-hotels.js';
import { seedDemoCoupons } from './seed/coupons/seed-coupons.js';
import { seedDemoReferrals } from './seed/referrals/seed-referrals.js';
import { seedDemoData } from './seed/seed.js';
import { seedDemoOwners } from './seed/staff.js';
import { auditAdminRoutes } from './modules/audit/admin-routes.js';
import { createAuditService } from './modules/audit/service.js';
import { staffAdminRoutes } from './modules/staff/admin-routes.js';
import { createStaffService } from './modules/staff/service.js';
import { createStaffAuth, registerStaffAuth } from './platform/auth/require-staff.js';
import { createStaffSessionStore } from './platform/auth/staff-sessions.js';

const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
/** The back office's own bundle (apps/admin), served under /admin/ so the storefront never ships staff code. */
const ADMIN_DIST = fileURLToPath(new URL('../../admin/dist/', import.meta.url));
const ADMIN_PATHS = /^\/admin(\/|$)/;

/** Memory for ready-made listing and hotel-search answers (a 20-item page is ~12 KB of JSON). */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
/** Paths the server answers itself; every other GET is the single-page app. */
const SERVER_PATHS = /^\/(api|images|hubs)(\/|$)/;

/**
 * Builds the whole server: platform first (database, pubsub, cache, HTTP conventions), then
 * each module, in order, by hand.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  // A hand-made Config (tests, tools) gets the rule loadConfig applies: no sandbox money in production.
  assertPaymentsConfigured(config);
  assertSmsConfigured(config);
  const app = Fastify({
    logger: { level: config.logLevel, ...(config.logStream && { stream: config.logStream }) },
    ...requestIdOptions,
    // The client address comes from the socket unless TRUST_PROXY names the proxies (DESIGN §5).
    trustProxy: config.trustProxy,
  });
  registerRequestId(app);
  app.setValidatorCompiler(validatorRefusingControlCharacters);
  closeConnectionsWhenDone(app);
  app.setSerializerCompiler(serializerCompiler);

  // Platform
  const { db, engine, schema, poolStats } = await createDb(config.database);
  await migrateToLatest(db, schema);
  const pubsub: PubSub = config.redisUrl
    ? await (await import('./platform/pubsub/redis.js')).createRedisPubSub(config.redisUrl)
    : createMemoryPubSub();
  const events = createDomainEvents(pubsub);
  const cache = await createCache(pubsub);
  const images = createDatabaseImageStorage(db);
  const sessions = createSessionStore({ db, events });
  app.decorate('pubsub', pubsub);
  const throttle = createThrottle(db);
  const outbox = createOutbox(db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox });
  // Mail, SMS and refunds are queued with the change that causes them and delivered by a worker
  // (docs/decisions.md, "Delivery queue"); without SMTP or Twilio, to the dev outbox.
  const deliveries = createDeliveryQueue({ db, log: app.log, options: config.delivery });
  app.decorate('deliveries', deliveries);
  const messages = createMessageQueue({
    queue: deliveries,
    mailer,
    sms: config.twilio ? await createTwilioSmsProvider(config.twilio) : createOutboxSmsProvider(outbox),
  });
  const metrics = registerMetrics(app, {
    env: config.env,
    token: config.metricsToken,
    sources: {
      poolStats,
      hubConnections: () => (app.hasDecorator('hub') ? app.hub.size : 0),
      outboxBacklog: async () => {
        const backlog = await deliveries.backlog();
        return { count: backlog.count, oldestSentAt: backlog.oldestCreatedAt };
      },
    },
  });
  // The worker stops (finishing the deliveries in hand) before the database closes.
  app.addHook('preClose', async () => deliveries.stop());
  app.addHook('onClose', async () => {
    await cache.close();
    await pubsub.close();
    await db.destroy();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
      },
    },
  });
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description: [
          'Every answer is `{ code, message, data }`; code 0 is success. Errors:',
          ...Object.values(ERROR_CODES).map((e) => `- ${e.code} (HTTP ${e.status}): ${e.meaning}`),
          '',
          'Request headers: `businessNumber` (required on /api/v1), `language`, `currency`, `timezone`, `locations`, `domainname`, `Authorization: Bearer <token>`.',
          '',
          'Live connection: WebSocket at `/hubs/online` (SignalR JSON hub protocol v1); see the realtime tag.',
        ].join('\n'),
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);

  // Modules
  const merchants = createMerchantService({ db, cache, config });
  registerRequestContext(app, merchants.findMerchant, merchants.merchantOfHost);
  // A merchant's own domain opens its shop at / and refuses other merchants' pages (custom domains).
  registerDomainPages(app, merchants);
  registerAuth(app, sessions);
  // The back office's staff: sessions and tokens of their own, never a member's (DESIGN §5).
  registerStaffAuth(app);
  const staffAuth = createStaffAuth({
    sessions: createStaffSessionStore({ db, events }),
    findMerchant: merchants.findMerchant,
  });
  const audit = createAuditService({ db });
  // The dev outbox delivers what is due before it answers, so a code is there as soon as it is asked for.
  if (config.env !== 'production') outboxRoutes(app, { outbox, beforeRead: () => deliveries.drain() });

  app.get(
    '/api/health',
    { schema: { tags: ['platform'], summary: 'Liveness and database reachability' } },
    async (_, reply) => {
      const database = await pingDatabase(db);
      return reply.status(database ? 200 : 503).send({
        code: database ? 0 : ERROR_CODES.internal.code,
        message: database ? 'ok' : 'database unreachable',
        data: { database, engine },
      });
    },
  );
  const pingRedis = pubsub.ping?.bind(pubsub);
  readinessRoute(app, [
    { name: 'database', ping: () => pingDatabase(db) },
    ...(pingRedis ? [{ name: 'redis', ping: pingRedis }] : []),
  ]);
  merchantRoutes(app, { merchants });
  await merchantAdminRoutes(app, {
    settings: createSettingsService({ db, cache, audit, images, events }),
    staffAuth,
  });
  dashboardAdminRoutes(app, { dashboard: createOrderDashboard({ db }), staffAuth });
  await catalogAdminRoutes(app, { db, audit, events, images, staffAuth });
  calendarAdminRoutes(app, { calendar: createCalendarEditing({ db, audit, events }), staffAuth });
  await productCsvRoutes(app, { productCsv: createProductCsv({ db, audit, events }), staffAuth });
  hotelAdminRoutes(app, { db, audit, events, staffAuth });
  await hotelPhotoRoutes(app, { db, audit, events, images, staffAuth });
  referenceRoutes(app, { reference: createReferenceService() });
  visitorRoutes(app, { visitors: createVisitorService() });
  // The closure runs per request, after `hotels` exists (hotels price through the catalog).
  const catalog = createCatalogService({
    db,
    cache,
    suggestHotels: (ctx, keyword, limit) => hotels.suggestHotels(ctx, keyword, limit),
    listingKeptMs: config.answerCacheMs,
    listingIndexProducts: listingIndexProductsOf(config),
  });
  const hotels = createHotelService({ db, catalog, keptMs: config.answerCacheMs });
  const favourites = createFavouriteService({ db, ...productLookupsFrom(catalog, hotels) });
  const coupons = createCouponService({ db, catalog });
  const points = createPointsService({ db, catalog });
  const identity = createIdentityService({
    db,
    config,
    sessions,
    throttle,
    messages,
    merchants,
    accountCounts: async (ctx, memberId) => {
      const [favoritesCount, couponsCount, integralCount] = await Promise.all([
        favourites.countFavourites(ctx, memberId),
        coupons.countCoupons(ctx, memberId),
        points.countPoints(ctx, memberId),
      ]);
      return { favoritesCount, couponsCount, integralCount };
    },
    // Welcome coupons (docs/decisions.md, "Coupons"); a failure is logged, the completion stands.
    onAccountCompleted: (ctx, memberId) =>
      coupons.issueWelcomeCoupons(ctx, memberId).catch((err) => ctx.log.error({ err }, 'welcome coupons failed')),
    // Called per registration, after `referrals` exists (referrals read members through identity).
    prepareReferral: (ctx, member, code) => referrals.prepareReferral(ctx, member, code),
  });
  const referrals = createReferralService({
    db,
    points,
    members: { findMembers: (ctx, memberIds) => identity.findMemberContacts(ctx, memberIds) },
  });
  identityRoutes(app, { identity });
  // Money settings of the back office (issue 14): coupons, the points rule, exchange rates.
  couponAdminRoutes(app, {
    couponAdmin: createCouponAdmin({ db, audit, events, coupons, members: identity }),
    staffAuth,
  });
  pointsAdminRoutes(app, { pointsAdmin: createPointsAdmin({ db, audit, events }), staffAuth });
  ratesAdminRoutes(app, { ratesAdmin: createRatesAdmin({ db, cache, audit, events }), staffAuth });
  const staff = createStaffService({
    db,
    config,
    sessions: staffAuth.sessions,
    throttle,
    messages,
    audit,
    merchants,
  });
  staffAdminRoutes(app, { staff, staffAuth });
  auditAdminRoutes(app, { audit, staffAuth });
  accountRoutes(app, { identity });
  const passengers = createPassengerService({ db });
  passengerRoutes(app, { passengers });
  favouriteRoutes(app, { favourites });
  newsletterRoutes(app, { newsletter: createNewsletterService({ db, throttle }) });
  const marketing = createMarketingService({ db, catalog });
  const searchHistory = createSearchHistoryService({ db, catalog });
  const answers = createAnswerCache({
    ttlMs: config.answerCacheMs,
    graceMs: config.answerCacheMs,
    maxBytes: ANSWER_CACHE_BYTES,
    onLookup: metrics.answerCacheLookup,
  });
  // A merchant's catalog or settings change (hidden categories, currencies) reaches its listings
  // and their totals, and what hotel searches kept of its hotels, in every process.
  await events.subscribe(
    'merchant.changed',
    ({ merchantNumber }) => {
      answers.forget((key) => key.split('|')[1] === merchantNumber);
      catalog.forgetKeptListings(merchantNumber);
      hotels.forgetKept(merchantNumber);
    },
    app.log,
  );
  catalogRoutes(app, { catalog, answers });
  hotelRoutes(app, { hotels, answers });
  searchHistoryRoutes(app, { searchHistory });
  marketingRoutes(app, { marketing });
  await marketingAdminRoutes(app, {
    banners: createBannerEditing({ db, audit, events, images }),
    flashSales: createFlashSaleEditing({ db, audit, events }),
    hotSearches: createHotSearchEditing({ db, audit, events, searchHistory }),
    staffAuth,
  });
  newsletterAdminRoutes(app, { subscribers: createSubscriberDesk({ db, audit, events }), staffAuth });
  const cart = createCartService({ db, catalog, hotels, events });
  // The sandbox provider notifies the shop through its HTTP route, as a real provider would. It
  // never runs in production (DESIGN §5): there it is not built, and its routes do not exist.
  const sandbox =
    config.env === 'production'
      ? undefined
      : createSandboxProvider({
          db,
          secret: config.paymentSandboxSecret,
          deliver: () => (url, body, headers) => app.inject({ method: 'POST', url, payload: body, headers }),
        });
  // Stripe first when configured: it is the default a buyer who names no provider gets.
  const providers: PaymentProvider[] = [
    ...(config.stripe ? [await createStripeProvider({ config: config.stripe, publicUrl: config.publicUrl })] : []),
    ...(sandbox ? [sandbox.provider] : []),
  ];
  // Orders close and refund payments through the ledger; payments settle orders through the
  // orders' payment port, handed over here: the two modules need each other without an import loop.
  const paymentLedger = createPaymentLedger({ db, providers, deliveries });
  deliveries.handle(REFUND_JOB, (job) => paymentLedger.deliverRefund(job.payload as RefundJob));
  const orders = createOrderService({
    db,
    lines: createLineResolver({ catalog, marketing, hotels, cart }),
    cart,
    catalog,
    coupons,
    points,
    passengers,
    payments: paymentLedger,
    identity,
    messages,
    merchants,
    throttle,
    log: app.log,
    onOrderCompleted: (trx, order) => referrals.creditFirstOrder(trx, order),
    audit,
    paymentViews: createPaymentViews({ db }),
    events,
  });
  cartRoutes(app, { cart });
  orderRoutes(app, { orders, merchantSide: config.env !== 'production' });
  deskRoutes(app, { desk: orders.desk.reading, actions: orders.desk.actions, staffAuth });
  const payments = createPaymentService({
    db,
    ledger: paymentLedger,
    orders: orders.payments,
    ownOrigin: merchants.ownOrigin,
  });
  await paymentRoutes(app, { payments, sandbox });
  couponRoutes(app, { coupons });
  pointsRoutes(app, { points });
  referralRoutes(app, { referrals });
  const complaints = createComplaintService({
    db,
    images,
    messages,
    orders,
    merchants,
  });
  await complaintRoutes(app, { complaints });
  startOrderSweep(app, orders.sweep, config.orderSweepMs);
  if (config.delivery.worker) deliveries.start();
  imageRoutes(app, { images, cacheDir: path.join(config.dataDir, 'image-cache') });
  await registerHub(app, { sessions, staffSessions: staffAuth.sessions, events, limits: config.hub });

  seoRoutes(app, { seo: createSeoService({ merchants, catalog, hotels, publicUrl: config.publicUrl }) });

  await registerWebApp(
    app,
    config.staticRoots ?? { web: WEB_DIST, admin: ADMIN_DIST },
    { enabled: config.serverRender, threads: config.renderThreads, keptVersion: cache.deletionsSeen },
    async (number, requestOrigin) => {
      const merchant = await merchants.findMerchant(number);
      return ((merchant && merchants.ownOrigin(merchant)) ?? config.publicUrl ?? requestOrigin).replace(/\/+$/, '');
    },
  );

  if (config.seedDemo) {
    await seedDemoData({ merchants, images });
    await seedDemoCatalog({ db, images, catalog, marketing, searchHistory });
    await seedDemoHotels({ db, images, hotels });
    await seedDemoCoupons({ db, coupons });
    await seedDemoReferrals({ db, referrals });
    if (config.env !== 'production') await seedDemoOwners({ db });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The delivery queue: tests deliver with `drain()`, as the worker does outside tests. */
    deliveries: DeliveryQueue;
  }
}

/**
 * Every process sweeps expired and finished orders on a timer; the moves are conditional, so
 * processes sweeping together never apply one twice. The timer stops before the database closes.
 */
function startOrderSweep(app: FastifyInstance, sweep: () => Promise<unknown>, everyMs: number) {
  if (everyMs <= 0) return;
  const timer = setInterval(() => {
    sweep().catch((err) => app.log.error({ err }, 'order sweep failed'));
  }, everyMs);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
}

/**
 * Graceful shutdown: once closing starts, answers in flight finish with `connection: close`, so
 * keep-alive sockets end with them instead of holding the server open until their timeout.
 */
function closeConnectionsWhenDone(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Serves the built storefront: public pages rendered on the server (platform/http/web-render.ts),
 * the others as the index page the browser renders (client-side routes), hashed assets immutable.
 */
async function registerWebApp(
  app: FastifyInstance,
  roots: { web: string; admin: string },
  render: { enabled: boolean; threads: number; keptVersion: () => number },
  originOf: (businessNumber: string, requestOrigin: string) => Promise<string>,
) {
  const hasBuild = existsSync(path.join(roots.web, 'index.html'));
  // preCompressed: the build writes .br/.gz beside each text asset (scripts/compress-assets.mjs).
  if (hasBuild) {
    // One wildcard route per folder of hashed files, not one route per built file: registering
    // hundreds of routes (and globbing the folder) was a tenth of every start. Only assets/ is
    // served, so the server bundle (dist/server) is never handed out.
    await app.register(fastifyStatic, {
      root: path.join(roots.web, 'assets'),
      prefix: '/assets/',
      index: false,
      maxAge: '1y',
      immutable: true,
      preCompressed: true,
    });
  }
  const webShell = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', roots.web, { cacheControl: false });
  const renderer = hasBuild ? loadWebRenderer(app, roots.web, render, webShell, originOf) : undefined;
  if (renderer) app.addHook('onClose', renderer.close);
  if (hasBuild) {
    // A route, not the not-found handler, so pages get the routes' hooks (compression).
    // The page's own merchant comes from its path (the renderer reads it); an /api path that no
    // route serves passes through here to the 404, never to the merchant header check.
    app.get('/*', { config: { merchant: 'none' } }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (ADMIN_PATHS.test(path) || SERVER_PATHS.test(path)) return reply.callNotFound();
      return renderer ? renderer.answer(request, reply) : webShell(request, reply);
    });
  }
  const hasAdminBuild = existsSync(path.join(roots.admin, 'index.html'));
  if (hasAdminBuild) {
    // Hashed assets under /admin/assets/ are immutable; index.html is answered by the fallback below.
    await app.register(fastifyStatic, {
      root: path.join(roots.admin, 'assets'),
      prefix: '/admin/assets/',
      index: false,
      decorateReply: false,
      maxAge: '1y',
      immutable: true,
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && ADMIN_PATHS.test(path) && hasAdminBuild) {
      return reply
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex')
        .sendFile('index.html', roots.admin, { cacheControl: false });
    }
    if (request.method === 'GET' && !SERVER_PATHS.test(path) && hasBuild) return webShell(request, reply);
    return reply.status(404).send({
      code: ERROR_CODES.notFound.code,
      message: localizedMessage(request, 'notFound', `No route ${request.method} ${path}`),
      data: null,
    });
  });
}
