import http from 'node:http';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { DOCUMENT_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { assignRequestId, requestIdOf } from './lib/request-id.ts';
import type { FileStore } from './lib/file-store.ts';
import { fileStoresOf } from './lib/file-stores.ts';
import type { FrontDoor, PageLanguage } from './lib/read-cache-front-door.ts';
import { startSweeper } from './lib/sweeper.ts';
import { createPaymentGateway } from './lib/payments/gateways.ts';
import type { PaymentGateway } from './lib/payments/payment-gateway.ts';
import { authRoutes, deleteTokensOfDeletedAccount, sessionsExportPart, sessionsRoutes } from './features/auth/index.ts';
import { conversationsRoutes, countUnreadConversations } from './features/conversations/index.ts';
import { eventsRoutes, type EventsRoutesOptions } from './features/events/index.ts';
import { fileReaders, fileReferences, filesRoutes, sweepOrphanFiles } from './features/files/index.ts';
import {
  gigDeletion,
  gigsExportPart,
  gigsRoutes,
  gigsUseUpload,
  removeGigsOfDeletedAccount,
  showOrHideGigsOfSeller,
} from './features/gigs/index.ts';
import { ledgerExportPart } from './features/ledger/index.ts';
import { createReadiness, healthRoutes, type Readiness } from './features/health/index.ts';
import { metricsPlugin } from './features/metrics/index.ts';
import { devInboxRoutes, startMailSender, type MailSenderOptions } from './features/mail/index.ts';
import {
  assignmentFileReader,
  assignmentsExportPart,
  assignmentsHoldFile,
  assignmentsRoutes,
  settleAssignmentsOfDeletedAccount,
  withdrawOffersOfFormerSeller,
  type AssignmentsRoutesOptions,
} from './features/assignments/index.ts';
import { messageFileReader, messagesExportPart, messagesHoldFile, messagesRoutes } from './features/messages/index.ts';
import {
  countUnreadNotifications,
  notificationsExportPart,
  notificationsRoutes,
  type NotificationsRoutesOptions,
} from './features/notifications/index.ts';
import {
  registerDeliveryReadModel,
  startOriginalityChecks,
  type OriginalityOptions,
} from './features/originality/index.ts';
import {
  bidFileReader,
  bidsRoutes,
  deliveryReadModel,
  operatorFileReader,
  orderFileReader,
  orderLifeHoldsFile,
  orderLifeRoutes,
  ordersExportPart,
  refuseSellerLeavingWithOrders,
  settleBidsOfDeletedAccount,
  settleBidsOfDeletedGig,
  type AcceptanceTimerOptions,
  type PaymentTimersOptions,
  type UnpaidTimerOptions,
} from './features/order-life/index.ts';
import { operatorRoutes } from './features/operator/index.ts';
import { payoutsRoutes, type PayoutTimersOptions } from './features/payouts/index.ts';
import { reportsRoutes } from './features/reports/index.ts';
import { reviewsExportPart, reviewsRoutes } from './features/reviews/index.ts';
import { createWebPages, renderPage, sitemapRoutes } from './features/seo/index.ts';
import { statsRoutes } from './features/stats/index.ts';
import { sweepOrphanUploads, uploadedFilesRoutes, uploadReferences, uploadsRoutes } from './features/uploads/index.ts';
import {
  accountDeletion,
  accountExportParts,
  avatarUsesUpload,
  mailPreferencesRoutes,
  sellerChange,
  usersRoutes,
} from './features/users/index.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { personalAnswersPlugin } from './plugins/personal-answers.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    files: FileStore;
    paymentGateway: PaymentGateway;
    /** /api/ready's state (features/health); lib/shutdown.ts marks the process draining. */
    readiness: Readiness;
  }
}

// A feature above takes part in a transaction of a feature below through its hook (lib/hooks.ts):
// deleting a gig settles its bids.
gigDeletion.on(settleBidsOfDeletedGig);
// The account page: the gigs first (their rows locked), then the bids' refusal while an order is under way.
sellerChange.on(showOrHideGigsOfSeller);
sellerChange.on(refuseSellerLeavingWithOrders);
sellerChange.on(withdrawOffersOfFormerSeller);
accountDeletion.on(removeGigsOfDeletedAccount);
accountDeletion.on(settleBidsOfDeletedAccount);
accountDeletion.on(settleAssignmentsOfDeletedAccount);
// The auth feature owns the account's mailed links: they go with the account.
accountDeletion.on(deleteTokensOfDeletedAccount);
// A person's data export: each feature gives the sections of the rows it owns.
for (const part of [
  gigsExportPart,
  ordersExportPart,
  assignmentsExportPart,
  messagesExportPart,
  reviewsExportPart,
  ledgerExportPart,
  notificationsExportPart,
  sessionsExportPart,
]) {
  accountExportParts.add(part);
}
// The places that name an upload, so the orphan sweep keeps it: avatars, and the gigs' pictures and documents.
uploadReferences.add(avatarUsesUpload);
uploadReferences.add(gigsUseUpload);
// Features above files say who else may read a private file: the two people of a conversation
// whose message carries it.
fileReaders.add(messageFileReader);
// The buyer and the seller of an order read the files its deliveries carry.
fileReaders.add(orderFileReader);
// An operator deciding a dispute reads the order's delivered files and the two people's message files.
fileReaders.add(operatorFileReader);
// A bid's brief files: the gig's seller and operators (the bidder uploaded them).
fileReaders.add(bidFileReader);
// An assignment's brief files: its poster, the sellers who offered and operators.
fileReaders.add(assignmentFileReader);
// The places that hold a private file, so the orphan sweep keeps
// it: messages' attachments, deliveries' and briefs' files.
fileReferences.add(messagesHoldFile);
fileReferences.add(orderLifeHoldsFile);
fileReferences.add(assignmentsHoldFile);
// The originality check reads the deliveries through the order-life module's relations.
registerDeliveryReadModel(deliveryReadModel);

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to the configured bucket (S3_BUCKET, decision 041) or local disk in config.uploadsDir. */
  files?: FileStore;
  /** The private files (decision 017); defaults to the configured bucket or local disk in config.privateFilesDir. */
  privateFiles?: FileStore;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | Record<string, unknown>;
  /** The live events stream's heartbeat (tests shorten it). */
  liveEvents?: EventsRoutesOptions;
  /** The sweeper of payments still processing (tests shorten or stop it). */
  payments?: PaymentTimersOptions;
  /** The orders' acceptance timer (tests shorten or stop it). */
  orders?: AcceptanceTimerOptions;
  /** The payment timer of approved, unpaid orders (tests shorten or stop it). */
  settlements?: UnpaidTimerOptions;
  /** The clearing of released money and the demo provider's payouts (tests shorten or stop them). */
  payouts?: PayoutTimersOptions;
  /** The sweeper that closes assignments past their deadline (tests shorten or stop it). */
  assignments?: AssignmentsRoutesOptions;
  /** The mail sender's timing and transport (tests shorten it, stop its poll, or give it their own transport). */
  mail?: MailSenderOptions;
  /** The digest of unread messages for people away (tests shorten or stop it). */
  notifications?: NotificationsRoutesOptions;
  /** How long /api/ready keeps its database check (ms; tests shorten it). */
  readyCacheMs?: number;
  /** The originality checks after deliveries (tests stop them and run them by hand). */
  originality?: OriginalityOptions;
  /** Called for every route as it is registered (the security tests list the routes this way). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole app from plugins and features; server.ts listens, tests inject. */
export async function buildApp({
  config,
  database,
  files,
  privateFiles,
  logger,
  liveEvents,
  payments,
  orders,
  settlements,
  payouts: payoutTimers,
  assignments,
  mail,
  notifications,
  readyCacheMs,
  originality,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Decision 027: a visitor's cached read is answered by the server's listener before Fastify routes it
  // (lib/read-cache-front-door.ts, set by the read cache plugin); everything else goes to Fastify.
  const frontDoor: { answer: FrontDoor | null; pageLanguage?: PageLanguage } = { answer: null };
  const app = Fastify({
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          headersTimeout: config.http.headersTimeoutMs,
          requestTimeout: config.http.requestTimeoutMs,
          connectionsCheckingInterval: 1000,
        },
        (request, response) => {
          if (frontDoor.answer?.(request, response) === true) return;
          assignRequestId(request, response);
          handler(request, response);
        },
      );
      // What Fastify does to a server it makes itself, with the values below.
      server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
      server.requestTimeout = config.http.requestTimeoutMs;
      server.setTimeout(config.http.idleTimeoutMs);
      return server;
    },
    logger: logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // lib/request-id.ts: a safe incoming X-Request-Id or a new UUID, echoed by the listener above.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The router's own refusals (a parameter over 100 characters, a bad URL) as problem details.
    frameworkErrors,
    // Decision 027: two log lines per request cost more than a cached read; errors are still logged.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // Slow clients (decision 022): headers, whole request, idle socket,
    // idle keep-alive; lib/shutdown-requests.ts keeps bodies moving.
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const stores = files && privateFiles ? null : fileStoresOf(config);
  app.decorate('files', files ?? stores!.uploads);
  app.decorate('paymentGateway', createPaymentGateway(config.payments, database.db));
  app.decorate('readiness', createReadiness(database.db, { cacheMs: readyCacheMs }));

  await app.register(errorsPlugin);
  // /metrics, and its one onResponse hook when METRICS_TOKEN is set (before every route, so it sees them all).
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 40, fieldSize: 64 * 1024 },
  });
  // Decision 030: brotli or gzip for the text answers of every route registered below (its onSend
  // runs after every app-level onSend, such as the read cache's, which encodes its own answers).
  await app.register(compressionPlugin);
  await app.register(openapiPlugin);
  await app.register(sessionPlugin);
  // After the session (a signed-in reader's answers are cached per person), before @fastify/compress (decision 027).
  await app.register(readCachePlugin, { frontDoor });
  await app.register(originCheckPlugin);
  await app.register(textInputPlugin);
  await app.register(personalAnswersPlugin);

  const privateStore = privateFiles ?? stores!.privateFiles;
  // Decision 023: uploads and private files that nothing references go after ORPHAN_FILES_GRACE_HOURS.
  const { graceMs, sweepMs } = config.orphanFiles;
  startSweeper(app, 'removing orphaned uploads', sweepMs, () =>
    sweepOrphanUploads({ db: app.db, files: app.files }, graceMs),
  );
  startSweeper(app, 'removing orphaned private files', sweepMs, () =>
    sweepOrphanFiles({ db: app.db, store: privateStore }, graceMs),
  );
  // The mail outbox's sender (SMTP, or .eml files in DATA_DIR/mail); woken by each commit that queued mail.
  await startMailSender(app, mail ?? {});
  // Each delivery's originality evidence, checked after its commit (decision 038).
  await startOriginalityChecks(app, privateStore, originality ?? {});

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(sessionsRoutes);
      await api.register(usersRoutes);
      await api.register(mailPreferencesRoutes);
      await api.register(uploadsRoutes);
      await api.register(filesRoutes, { store: privateStore });
      await api.register(gigsRoutes);
      await api.register(bidsRoutes);
      await api.register(reviewsRoutes);
      await api.register(statsRoutes);
      await api.register(conversationsRoutes);
      await api.register(messagesRoutes);
      await api.register(notificationsRoutes, notifications ?? {});
      await api.register(eventsRoutes, {
        ...liveEvents,
        unread: {
          notifications: (userId) => countUnreadNotifications(app.db, userId),
          conversations: (userId) => countUnreadConversations(app.db, userId),
        },
      });
      await api.register(orderLifeRoutes, { payments, orders, settlements });
      await api.register(payoutsRoutes, payoutTimers ?? {});
      await api.register(assignmentsRoutes, assignments ?? {});
      await api.register(reportsRoutes);
      await api.register(operatorRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(uploadedFilesRoutes);
  // The kept mail at /dev/mail (404 unless NODE_ENV=development or MAIL_DEV_INBOX=true, decision 035).
  await app.register(devInboxRoutes);
  await app.register(sitemapRoutes);
  const webPages = await createWebPages(app, (template, url) => renderPage(app, template, url));
  // The front door finds a page's render under the same per-language key as the page route (decision 033).
  frontDoor.pageLanguage = webPages.pageLanguage;
  await app.register(webAppPlugin, webPages);
  return app;
}
