import { randomUUID } from 'node:crypto';
import { registerDailyRunsOps } from './daily-runs/daily-runs.rest.ts';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { ViteDevServer } from 'vite';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { openEventBus, type EventBus } from './ws/bus.ts';
import { registerGateway } from './ws/gateway.ts';
import { startPublicFeed } from './ws/public-feed.ts';
import { createServices, type AppServices } from './services.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { contextFactory } from './plugins/auth.ts';
import { registerReactRouter } from './plugins/react-router.ts';
import { registerOps } from './plugins/ops.ts';
import { registerLocaleCatalogs } from './plugins/locales.ts';
import { registerCompression } from './plugins/compression.ts';
import { clientErrorHandler, frameworkErrors, registerInputGuards } from './plugins/input.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { parseQueryString } from './rest/query.ts';
import { AppError } from './errors.ts';
import { loggerOptions, redactUrl } from './log-redaction.ts';
import { FEATURE_ROUTES } from './routes.ts';
import { registerDemoProvider, type DemoProviderOptions } from '../providers/demo/plugin.ts';
import {
  OWN_HEADER_PATHS as GATEWAY_OWN_HEADER_PATHS,
  registerSandboxGateway,
  type SandboxGatewayOptions,
} from '../gateway/sandbox/plugin.ts';
import { sqlDatabase } from './db/raw-query.ts';

export interface CreateAppOptions {
  config: AppConfig;
  database: Database;
  bus?: EventBus;
  /** 'build': serve build/ (production); a Vite dev server: development with HMR; omitted: APIs only (tests). */
  ui?: 'build' | ViteDevServer;
  logger?: boolean | Record<string, unknown>;
  /** Websocket ping interval (tests shorten it). */
  heartbeatMs?: number;
  /** The demo provider's jackpot odds (tests make a hit likely). */
  demoProvider?: Pick<DemoProviderOptions, 'jackpotOdds'>;
  /** The sandbox gateway's timers and webhook sender (tests shorten the one and may replace the other). */
  sandboxGateway?: Pick<SandboxGatewayOptions, 'timing' | 'fetch' | 'random'>;
  /** How often the live wins and the jackpot are read for the sockets that asked for them (default 2 s). */
  publicFeedMs?: number;
  /** The clock of player protection's rules (cooling-off, exclusions); tests move it. */
  clock?: () => Date;
}

const CORRELATION_HEADER = 'correlationid';
const CORRELATION_RE = /^[A-Za-z0-9._:-]{1,100}$/;

/** Only the configured proxies may speak for the client's address (rate limits and logs depend on it). */
function trustProxySetting(value: string): boolean | string | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export async function createApp(options: CreateAppOptions): Promise<{ app: FastifyInstance; services: AppServices }> {
  const { config, database } = options;
  let appRef: FastifyInstance | undefined;
  const bus =
    options.bus ??
    (await openEventBus({
      redisUrl: config.REDIS_URL,
      channel: `${config.WEB_NAME}:member-events`,
      onError: (err) => appRef?.log.warn({ err: err.message }, 'event bus'),
    }));
  const demoProviderPrefix = '/demo-provider';
  let jackpotWarnedAt = 0;
  const services = createServices({
    config,
    database,
    bus,
    clock: options.clock,
    providerBaseUrl: () =>
      appRef?.server.listening ? `${ownBaseUrl(appRef, config.PORT)}${demoProviderPrefix}` : null,
    // At most one line a minute while the provider's jackpot cannot be read (the lobby then shows no ticker).
    onJackpotError: (reason) => {
      if (Date.now() - jackpotWarnedAt < 60_000) return;
      jackpotWarnedAt = Date.now();
      appRef?.log.warn({ reason }, 'jackpot pool of the game provider not available');
    },
  });

  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger === true ? {} : options.logger) : false,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    logController: new LogController({ disableRequestLogging: true }),
    // Any path segment the HTTP parser lets through (16 KB) reaches its route: an over-long id is a 400 from the
    // service's id rule, not a 404 of a route the router could not match.
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 16_384 },
    // What the HTTP parser or the router refuses answers in the error shape too.
    clientErrorHandler: clientErrorHandler(() => services.errorTexts),
    frameworkErrors: frameworkErrors(() => services.errorTexts, config.WEB_NAME),
    genReqId: (req) => {
      const incoming = req.headers[CORRELATION_HEADER];
      return typeof incoming === 'string' && CORRELATION_RE.test(incoming) ? incoming : randomUUID();
    },
  });

  // One log line a request, carrying its CorrelationID (the TraceID the error modal shows).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('CorrelationID', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        correlationId: request.id,
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  const sandboxGatewayPrefix = '/gateway/sandbox';
  await registerSecurityHeaders(app, {
    frameSources: config.FRAME_SOURCES,
    ownHeaders: [demoProviderPrefix, ...GATEWAY_OWN_HEADER_PATHS.map((p) => `${sandboxGatewayPrefix}${p}`)],
    reportOnly: typeof options.ui === 'object',
  });
  await registerCompression(app);
  await app.register(cookie);
  registerErrorHandling(app, services);
  registerInputGuards(app);

  appRef = app;
  // Calls of this process to itself (the built-in gateway) go to the address it listens on, or through inject while
  // it does not listen (integration tests).
  services.address.own = () => ownBaseUrl(app, config.PORT);
  services.address.fetch = (url, init) => {
    const address = app.server.address();
    const listening = !!address && typeof address !== 'string';
    const self = new URL(url).origin === new URL(ownBaseUrl(app, config.PORT)).origin;
    return listening || !self ? fetch(url, init) : selfFetch(app, url, init);
  };
  registerOps(app, services);
  registerDailyRunsOps(app, services);
  const gateway = await registerGateway(app, services, { heartbeatMs: options.heartbeatMs });
  // The lobby's live wins and jackpot, pushed to the sockets that asked for them.
  const publicFeed = startPublicFeed({
    gateway,
    sources: { recentWins: (o) => services.seamless.recentWins(o), jackpot: () => services.jackpot.current() },
    intervalMs: options.publicFeedMs,
    onError: (err) => app.log.warn({ err }, 'public realtime feed'),
  });
  app.addHook('onClose', async () => publicFeed.stop());
  const makeContext = contextFactory(services);
  for (const register of FEATURE_ROUTES) await register(app, services, makeContext);

  registerLocaleCatalogs(app, services);

  // The built-in game provider: a separate product that reaches the casino only over HTTP, at this process's address.
  // Its pages may be framed by the casino only: this origin, and the public address when one is configured.
  await registerDemoProvider(app, {
    prefix: demoProviderPrefix,
    casinoBaseUrl: () => ownBaseUrl(app, config.PORT),
    database: sqlDatabase(database),
    secret: config.providerSecrets.demo,
    frameAncestors: ["'self'", ...(config.PUBLIC_BASE_URL ? [new URL(config.PUBLIC_BASE_URL).origin] : [])],
    ...options.demoProvider,
  });

  // The sandbox payment gateway: a separate payment service in this process, with tables of its own in this database.
  // It reaches the casino only over HTTP: its webhooks go to the casino's receiver at the public address, else at
  // this process's own address (through app.inject while the process is not listening: integration tests).
  const listening = () => {
    const address = app.server.address();
    return !!address && typeof address !== 'string';
  };
  const publicBase = () => config.PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? ownBaseUrl(app, config.PORT);
  await registerSandboxGateway(app, {
    prefix: sandboxGatewayPrefix,
    database: sqlDatabase(database),
    secret: config.gatewaySecrets.sandbox,
    webhookUrl: () => `${publicBase()}${sandboxGatewayPrefix}/webhook`,
    publicBaseUrl: publicBase,
    merchantOrigins: () => [...new Set([new URL(publicBase()).origin, new URL(ownBaseUrl(app, config.PORT)).origin])],
    frameAncestors: ["'self'", ...(config.PUBLIC_BASE_URL ? [new URL(config.PUBLIC_BASE_URL).origin] : [])],
    merchantName: config.WEB_NAME,
    fetch: (url, init) => (listening() || config.PUBLIC_BASE_URL ? fetch(url, init) : selfFetch(app, url, init)),
    ...options.sandboxGateway,
  });

  // Unknown API paths answer in the error shape instead of reaching the page router.
  for (const prefix of ['/pb', '/mb', '/ops', '/provider', '/gateway']) {
    app.all(`${prefix}/*`, async () => {
      throw new AppError('NotFound', 'NOT_FOUND');
    });
  }

  if (options.ui) await registerReactRouter(app, services, options.ui === 'build' ? undefined : options.ui);

  app.addHook('onClose', async () => {
    services.upkeep.stop();
    await services.dailyRuns.stop();
    // The settled-rounds readers finish the batch they hold.
    await Promise.all([services.quests.stop(), services.competitions.stop(), services.rewards.stop()]);
    services.content.close();
    services.playLists.close();
    await bus.close();
    await services.rateLimits.close();
  });
  return { app, services };
}

/**
 * A request of this process to itself through Fastify's inject, answered as fetch answers: the casino's calls to the
 * built-in gateway and the gateway's webhooks while the process does not listen (integration tests).
 */
async function selfFetch(app: FastifyInstance, url: string, init: RequestInit = {}): Promise<Response> {
  const target = new URL(url);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  const res = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: `${target.pathname}${target.search}`,
    headers,
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  const answer = new Headers();
  for (const [key, value] of Object.entries(res.headers))
    if (value !== undefined) answer.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
    status: res.statusCode,
    headers: answer,
  });
}

/** Where this process can be reached from itself: the address it listens on (port 0 in tests), loopback for a wildcard. */
function ownBaseUrl(app: FastifyInstance, fallbackPort: number): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return `http://127.0.0.1:${fallbackPort}`;
  if (address.family === 'IPv6')
    return `http://[${address.address === '::' ? '::1' : address.address}]:${address.port}`;
  return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${address.port}`;
}
