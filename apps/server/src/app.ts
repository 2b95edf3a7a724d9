import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import { ERRORS, hideApiTokens } from '@plantwise/domain';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Database } from './db/client';
import { adminRoutes, auditVerificationJob } from './modules/admin';
import { analyticsRoutes } from './modules/analytics';
import { apiTokenRoutes } from './modules/api-tokens';
import { assetRoutes } from './modules/assets';
import { authRoutes } from './modules/auth';
import { breakdownRoutes } from './modules/breakdowns';
import { budgetAlertsJob, budgetRoutes } from './modules/budget';
import { complianceRoutes, temporaryRepairAlertsJob } from './modules/compliance';
import { dashboardRoutes } from './modules/dashboard';
import { fileRoutes } from './modules/files';
import { glassRegisterRoutes } from './modules/glass-register';
import { healthRoutes } from './modules/health';
import { hygieneReleaseRoutes } from './modules/hygiene-release';
import { inventoryRoutes } from './modules/inventory';
import { invitationRoutes } from './modules/invitations';
import { kpiTargetRoutes } from './modules/kpi-targets';
import { locationRoutes } from './modules/locations';
import { dueAlertsJob, maintenanceRoutes } from './modules/maintenance';
import { meterRoutes } from './modules/meters';
import { notificationRoutes, registerNotificationJobs } from './modules/notifications';
import { predictiveRoutes } from './modules/predictive';
import { publicReportRoutes } from './modules/public-report';
import { backfillRecordsJob, recordRoutes } from './modules/records';
import { searchRoutes } from './modules/search';
import { singleSignOnRoutes } from './modules/single-sign-on';
import { userRoutes } from './modules/users';
import { registerWebhookJobs, webhookRoutes } from './modules/webhooks';
import { workOrderRoutes } from './modules/work-orders';
import { accessPlugin } from './platform/auth/access';
import { VersionedMemo } from './platform/cache/versioned-memo';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import { registerJsonCompression } from './platform/http/compress-json';
import { registerConditionalGet } from './platform/http/conditional-get';
import {
  answerClientError,
  answerRouterError,
  entryBody,
  registerErrorHandling,
} from './platform/http/error-handler';
import { sameOriginGuard } from './platform/http/same-origin';
import { completeDocument, SECURITY_SCHEMES, transformRoute } from './platform/http/openapi';
import { inlineScriptHashes, type PageFallback, registerSpa } from './platform/http/spa';
import { rejectUnsafeText } from './platform/http/text-guard';
import { idempotencyCleanupJob, idempotencyPlugin } from './platform/idempotency/idempotency.plugin';
import { JobRegistry } from './platform/jobs';
import { mailDeliveryJob } from './platform/mail/delivery';
import { ChangeFeed } from './platform/realtime/change-feed';
import { realtimeRoutes } from './platform/realtime/realtime.routes';
import { TableVersions } from './platform/realtime/table-versions';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Injected clock for tests; defaults to the wall clock. */
  now?: () => Date;
  logger?: boolean;
}

export interface App extends FastifyInstance {
  ctx: AppContext;
}

/** Fastify's request log fields, with any API token in the address hidden. */
function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: hideApiTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A hop count trusts that many proxies nearest to us (Fastify's types take it as a function). */
function trustProxyOption(trusted: Config['TRUST_PROXY']) {
  if (typeof trusted !== 'number') return trusted;
  return (_address: string, hop: number) => hop < trusted;
}

/** Builds the HTTP application: plugins, the error handler and every module. No process.env here. */
export async function buildApp({ config, database, now = () => new Date(), logger = true }: BuildOptions) {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          // An API token sent in an address is refused, but the request line is logged before any hook runs.
          serializers: { req: logRequest },
        }
      : false,
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 12 * 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  const changes = new ChangeFeed(database, app.log);
  const versions = new TableVersions(changes);
  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    config,
    log: app.log,
    now,
    startedAt: now(),
    jobs: new JobRegistry(),
    changes,
    memo: new VersionedMemo(versions),
    // A fleet answer is about 1 KB an asset: a few filter choices at once are plenty.
    fleetMemo: new VersionedMemo(versions, { maxEntries: 16 }),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => ctx.jobs.stop());
  // Realtime: this instance hears every committed change (LISTEN/NOTIFY) from ready until close.
  app.addHook('onReady', () => changes.start());
  app.addHook('onClose', () => changes.stop());
  // Background jobs, one registration per module (they start once the app is ready).
  ctx.jobs.register(mailDeliveryJob());
  const stopNotificationJobs = registerNotificationJobs(ctx);
  ctx.jobs.register(dueAlertsJob());
  ctx.jobs.register(budgetAlertsJob());
  ctx.jobs.register(backfillRecordsJob());
  ctx.jobs.register(auditVerificationJob());
  ctx.jobs.register(idempotencyCleanupJob());
  ctx.jobs.register(temporaryRepairAlertsJob());
  const stopWebhookJobs = registerWebhookJobs(ctx);
  app.addHook('onClose', async () => stopNotificationJobs());
  app.addHook('onClose', async () => stopWebhookJobs());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const webDist = config.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist');
  // Helmet's headers, built once: @fastify/helmet rebuilt the middleware, and re-parsed the CSP, on
  // every request (4 % of a cheap request's time).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The pages' one inline script (the theme, before first paint) is allowed by its hash.
        scriptSrc: ["'self'", ...inlineScriptHashes(webDist)],
        // Radix and sonner position elements with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Plantwise CMMS API', version: config.version },
      // Given here, not added afterwards: the plugin looks each route's security scheme up as it goes.
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: transformRoute,
    transformObject: (document) =>
      completeDocument('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(accessPlugin, {
    db: database.db,
    now,
    // A plant's people signed in at once, on several devices each.
    sessionMemory: new VersionedMemo(versions, { maxEntries: 5_000 }),
    policy: { idleTimeoutS: config.SESSION_IDLE_TIMEOUT_S, maxAgeS: config.SESSION_MAX_AGE_S },
    apiTokens: { ratePerMinute: config.API_TOKEN_RATE_PER_MINUTE },
  });
  await app.register(idempotencyPlugin, { db: database.db, now });
  app.addHook('onRequest', sameOriginGuard(config.publicUrl));
  app.addHook('preValidation', rejectUnsafeText);
  registerConditionalGet(app, versions);
  app.addHook('onClose', async () => versions.stop());

  await app.register(
    async (api) => {
      // API answers are personal and live: never stored by a browser or a proxy unless a route says so.
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
        return payload;
      });
      registerJsonCompression(api);
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(singleSignOnRoutes, { ctx });
      await api.register(assetRoutes, { ctx });
      await api.register(locationRoutes, { ctx });
      await api.register(meterRoutes, { ctx });
      await api.register(fileRoutes, { ctx });
      await api.register(invitationRoutes, { ctx });
      await api.register(userRoutes, { ctx });
      await api.register(apiTokenRoutes, { ctx });
      await api.register(webhookRoutes, { ctx });
      await api.register(adminRoutes, { ctx });
      await api.register(breakdownRoutes, { ctx });
      await api.register(inventoryRoutes, { ctx });
      await api.register(workOrderRoutes, { ctx });
      await api.register(maintenanceRoutes, { ctx });
      await api.register(realtimeRoutes, { ctx });
      await api.register(notificationRoutes, { ctx });
      await api.register(predictiveRoutes, { ctx });
      await api.register(budgetRoutes, { ctx });
      await api.register(recordRoutes, { ctx });
      await api.register(complianceRoutes, { ctx });
      await api.register(hygieneReleaseRoutes, { ctx });
      await api.register(glassRegisterRoutes, { ctx });
      await api.register(kpiTargetRoutes, { ctx });
      await api.register(dashboardRoutes, { ctx });
      await api.register(analyticsRoutes, { ctx });
      await api.register(publicReportRoutes, { ctx });
      await api.register(searchRoutes, { ctx });
    },
    { prefix: '/api' },
  );

  let pageFallback: PageFallback | null = null;
  if (fs.existsSync(path.join(webDist, 'index.html'))) pageFallback = await registerSpa(app, webDist);
  else app.log.warn({ webDist }, 'No built web app found; serving the API only (run npm run build)');
  app.setNotFoundHandler(
    (request, reply) =>
      pageFallback?.(request, reply) ??
      reply
        .code(ERRORS.routeNotFound.status)
        .send(entryBody(ERRORS.routeNotFound, { method: request.method, url: request.url })),
  );

  return app as unknown as App;
}
