import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES } from '@storefront/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { assertPaymentsConfigured, type Config } from './config.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { complaintRoutes } from './modules/complaints/routes.js';
import { createComplaintService } from './modules/complaints/service.js';
import { createCatalogService } from './modules/catalog/service.js';
import { hotelRoutes } from './modules/hotels/routes.js';
import { createHotelService } from './modules/hotels/service.js';
import { marketingRoutes } from './modules/marketing/routes.js';
import { createMarketingService } from './modules/marketing/service.js';
import { createMerchantService } from './modules/merchant/service.js';
import { merchantRoutes } from './modules/merchant/routes.js';
import { createReferenceService } from './modules/reference/service.js';
import { searchHistoryRoutes } from './modules/search-history/routes.js';
import { createSearchHistoryService } from './modules/search-history/service.js';
import { referenceRoutes } from './modules/reference/routes.js';
import { accountRoutes, identityRoutes } from './modules/identity/routes.js';
import { createIdentityService } from './modules/identity/service.js';
import { createVisitorService } from './modules/visitor/service.js';
import { favouriteRoutes } from './modules/favourites/routes.js';
import { createFavouriteService, productLookupsFrom } from './modules/favourites/service.js';
import { newsletterRoutes } from './modules/newsletter/routes.js';
import { createNewsletterService } from './modules/newsletter/service.js';
import { passengerRoutes } from './modules/passengers/routes.js';
import { createPassengerService } from './modules/passengers/service.js';
import { cartRoutes } from './modules/cart/routes.js';
import { createCartService } from './modules/cart/service.js';
import { couponRoutes } from './modules/coupons/routes.js';
import { createCouponService } from './modules/coupons/service.js';
import { createLineResolver } from './modules/orders/lines.js';
import { orderRoutes } from './modules/orders/routes.js';
import { createOrderService } from './modules/orders/service.js';
import { paymentRoutes } from './modules/payments/routes.js';
import type { PaymentProvider } from './modules/payments/provider.js';
import { createSandboxProvider } from './modules/payments/sandbox.js';
import { createStripeProvider } from './modules/payments/stripe-provider.js';
import { createPaymentLedger, createPaymentService } from './modules/payments/service.js';
import { pointsRoutes } from './modules/points/routes.js';
import { createPointsService } from './modules/points/service.js';
import { referralRoutes } from './modules/referrals/routes.js';
import { createReferralService } from './modules/referrals/service.js';
import { visitorRoutes } from './modules/visitor/routes.js';
import { registerAuth } from './platform/auth/require-member.js';
import { createSessionStore } from './platform/auth/sessions.js';
import { registerHub } from './realtime/hub.js';
import { createCache } from './platform/cache.js';
import { createAnswerCache } from './platform/http/answer-cache.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { pingDatabase } from './platform/db/dialect.js';
import { createDb, migrateToLatest } from './platform/db/kysely.js';
import { registerErrorHandler } from './platform/http/errors.js';
import { registerRequestId, requestIdMixin, requestIdOptions } from './platform/http/request-id.js';
import { imageRoutes } from './platform/images/routes.js';
import { createDatabaseImageStorage } from './platform/images/storage.js';
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
import { createThrottle } from './platform/throttle.js';
import { seedDemoCatalog } from './seed/catalog/seed-catalog.js';
import { seedDemoHotels } from './seed/hotels/seed-hotels.js';
import { seedDemoCoupons } from './seed/coupons/seed-coupons.js';
import { seedDemoReferrals } from './seed/referrals/seed-referrals.js';
import { seedDemoData } from './seed/seed.js';

const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

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
  const app = Fastify({
    logger: { level: config.logLevel, mixin: requestIdMixin, ...(config.logStream && { stream: config.logStream }) },
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
  const sms = createOutboxSmsProvider(outbox);
  const metrics = registerMetrics(app, {
    env: config.env,
    token: config.metricsToken,
    sources: {
      poolStats,
      hubConnections: () => (app.hasDecorator('hub') ? app.hub.size : 0),
      outboxBacklog: outbox.backlog,
    },
  });
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
  registerRequestContext(app, merchants.findMerchant);
  registerAuth(app, sessions);
  if (config.env !== 'production') outboxRoutes(app, { outbox });

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
  referenceRoutes(app, { reference: createReferenceService() });
  visitorRoutes(app, { visitors: createVisitorService() });
  // The closure runs per request, after `hotels` exists (hotels price through the catalog).
  const catalog = createCatalogService({
    db,
    cache,
    suggestHotels: (ctx, keyword, limit) => hotels.suggestHotels(ctx, keyword, limit),
  });
  const hotels = createHotelService({ db, catalog });
  const favourites = createFavouriteService({ db, ...productLookupsFrom(catalog, hotels) });
  const coupons = createCouponService({ db, catalog });
  const points = createPointsService({ db, catalog });
  const identity = createIdentityService({
    db,
    config,
    sessions,
    throttle,
    mailer,
    sms,
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
      coupons.issueWelcomeCoupons(ctx, memberId).catch((err) => app.log.error({ err }, 'welcome coupons failed')),
    // Called per registration, after `referrals` exists (referrals read members through identity).
    prepareReferral: (ctx, member, code) => referrals.prepareReferral(ctx, member, code),
  });
  const referrals = createReferralService({
    db,
    points,
    members: { findMembers: (ctx, memberIds) => identity.findMemberContacts(ctx, memberIds) },
  });
  identityRoutes(app, { identity });
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
  catalogRoutes(app, { catalog, answers });
  hotelRoutes(app, { hotels, answers });
  searchHistoryRoutes(app, { searchHistory });
  marketingRoutes(app, { marketing });
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
  const paymentLedger = createPaymentLedger({ db, providers, log: app.log });
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
    mailer,
    throttle,
    log: app.log,
    onOrderCompleted: (trx, order) => referrals.creditFirstOrder(trx, order),
  });
  cartRoutes(app, { cart });
  orderRoutes(app, { orders, merchantSide: config.env !== 'production' });
  const payments = createPaymentService({ db, ledger: paymentLedger, orders: orders.payments });
  await paymentRoutes(app, { payments, sandbox });
  couponRoutes(app, { coupons });
  pointsRoutes(app, { points });
  referralRoutes(app, { referrals });
  const complaints = createComplaintService({
    db,
    images,
    mailer,
    orders,
    merchants,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await complaintRoutes(app, { complaints });
  startOrderSweep(app, orders.sweep, config.orderSweepMs);
  imageRoutes(app, { images, cacheDir: path.join(config.dataDir, 'image-cache') });
  await registerHub(app, { sessions, events, limits: config.hub });

  await registerWebApp(app);

  if (config.seedDemo) {
    await seedDemoData({ merchants, images });
    await seedDemoCatalog({ db, images, catalog, marketing, searchHistory });
    await seedDemoHotels({ db, images, hotels });
    await seedDemoCoupons({ db, coupons });
    await seedDemoReferrals({ db, referrals });
  }
  return app;
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

/** Serves the built SPA and answers every non-API GET with its index page (client-side routes). */
async function registerWebApp(app: FastifyInstance) {
  const hasBuild = existsSync(`${WEB_DIST}index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: WEB_DIST, wildcard: false, index: false, maxAge: '1y', immutable: true });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && !SERVER_PATHS.test(path) && hasBuild) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', WEB_DIST, { maxAge: 0, immutable: false });
    }
    return reply
      .status(404)
      .send({ code: ERROR_CODES.notFound.code, message: `No route ${request.method} ${path}`, data: null });
  });
}
