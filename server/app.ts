import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import qs from 'qs';
import type { ViteDevServer } from 'vite';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { openEventBus, type EventBus } from './ws/bus.ts';
import { registerGateway } from './ws/gateway.ts';
import { createServices, type AppServices } from './services.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { contextFactory } from './plugins/auth.ts';
import { registerReactRouter } from './plugins/react-router.ts';
import { registerOps } from './plugins/ops.ts';
import { registerLocaleCatalogs } from './plugins/locales.ts';
import { registerCompression } from './plugins/compression.ts';
import { AppError } from './errors.ts';
import { FEATURE_ROUTES } from './routes.ts';
import { registerDemoProvider } from '../providers/demo/plugin.ts';

export interface CreateAppOptions {
  config: AppConfig;
  database: Database;
  bus?: EventBus;
  /** 'build': serve build/ (production); a Vite dev server: development with HMR; omitted: APIs only (tests). */
  ui?: 'build' | ViteDevServer;
  logger?: boolean | Record<string, unknown>;
  /** Websocket ping interval (tests shorten it). */
  heartbeatMs?: number;
}

const CORRELATION_HEADER = 'correlationid';
const CORRELATION_RE = /^[A-Za-z0-9._:-]{1,100}$/;

/** Only the configured proxies may speak for the client's address (rate limits and logs depend on it). */
function trustProxySetting(value: string): boolean | string | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

export async function createApp(options: CreateAppOptions): Promise<{ app: FastifyInstance; services: AppServices }> {
  const { config, database } = options;
  let appRef: FastifyInstance | undefined;
  const bus = options.bus ?? (await openEventBus({
    redisUrl: config.REDIS_URL,
    channel: `${config.WEB_NAME}:member-events`,
    onError: (err) => appRef?.log.warn({ err: err.message }, 'event bus'),
  }));
  const services = createServices({ config, database, bus });

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: {
      querystringParser: (str: string) => qs.parse(str, { depth: 4, arrayLimit: 100, parameterLimit: 200, allowPrototypes: false }),
    },
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
    request.log.info({ correlationId: request.id, method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });

  await registerCompression(app);
  await app.register(cookie);
  registerErrorHandling(app, services);

  appRef = app;
  registerOps(app, services);
  await registerGateway(app, services, { heartbeatMs: options.heartbeatMs });
  const makeContext = contextFactory(services);
  for (const register of FEATURE_ROUTES) await register(app, services, makeContext);

  registerLocaleCatalogs(app, services);

  // The built-in game provider: a separate product that reaches the casino only over HTTP, at this process's address.
  await registerDemoProvider(app, { casinoBaseUrl: () => ownBaseUrl(app, config.PORT), secret: config.providerSecrets.demo });

  // Unknown API paths answer in the error shape instead of reaching the page router.
  for (const prefix of ['/pb', '/mb', '/ops', '/provider', '/gateway']) {
    app.all(`${prefix}/*`, async () => {
      throw new AppError('NotFound', 'NOT_FOUND');
    });
  }

  if (options.ui) await registerReactRouter(app, services, options.ui === 'build' ? undefined : options.ui);

  app.addHook('onClose', async () => {
    services.upkeep.stop();
    await bus.close();
    await services.rateLimits.close();
  });
  return { app, services };
}

/** Where this process can be reached from itself: the address it listens on (port 0 in tests), loopback for a wildcard. */
function ownBaseUrl(app: FastifyInstance, fallbackPort: number): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return `http://127.0.0.1:${fallbackPort}`;
  if (address.family === 'IPv6') return `http://[${address.address === '::' ? '::1' : address.address}]:${address.port}`;
  return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${address.port}`;
}
