import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  WEB_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, _ or -, at most 32')
    .default('casino'),
  PUBLIC_BASE_URL: z.url().optional(),
  MOBILE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  OPS_TOKEN: z.string().min(24, 'at least 24 characters').optional(),
  /** Standard Webhooks secret of the sandbox payment gateway (both directions): `whsec_` and at least 24 bytes in base64. */
  GATEWAY_SECRET_SANDBOX: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'whsec_ followed by at least 24 bytes in base64')
    .optional(),
  /** Where the casino calls the sandbox gateway's merchant API; default: this process's own /gateway/sandbox. */
  GATEWAY_URL_SANDBOX: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Which proxies may set X-Forwarded-For: 'loopback' (default), a comma list of addresses/CIDRs, 'true' or 'false'. */
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9A-Za-z.:/,_ -]{1,500}$/)
    .default('loopback'),
  /**
   * Origins the site may show in frames besides itself (external game providers' game pages, payment pages), comma
   * separated, e.g. `https://games.example.com,https://pay.example.net`. The demo provider and the sandbox gateway
   * run on the site's own origin and need no entry.
   */
  FRAME_SOURCES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of (value ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)) {
        let url: URL | null = null;
        try {
          url = new URL(item);
        } catch {
          /* reported below */
        }
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
          ctx.addIssue({ code: 'custom', message: `${item} is not an origin (https://host[:port])` });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
  /**
   * Where the demo game provider's public API is reached (its jackpot pool: `<url>/api/jackpot`); by default this
   * process's own address with /demo-provider, where the built-in provider is mounted.
   */
  DEMO_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The business day's time zone: daily runs (cashback, rebate, levels, affiliate) compute its calendar dates. */
  BUSINESS_TIME_ZONE: z
    .string()
    .default('Asia/Bangkok')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'is not an IANA time zone (e.g. Asia/Bangkok)'),
  /** When the daily runs start for the business day that has just closed, HH:MM in BUSINESS_TIME_ZONE (00:30). */
  DAILY_RUNS_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 24-hour')
    .default('00:30'),
  /** `off` keeps this instance from scheduling the daily runs (they can still be triggered through /ops). */
  DAILY_RUNS: z.enum(['on', 'off']).default('on'),
  /** Megabytes of rendered pages kept to be sent again when their address and loader data are the same (0: none). */
  RENDER_MEMO_MB: z.coerce.number().int().min(0).max(4096).default(32),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});

export type AppConfig = z.infer<typeof envSchema> & {
  jwtSecret: string;
  opsToken: string;
  dataDir: string;
  providerSecrets: Record<string, string>;
  /** Standard Webhooks secrets of the payment gateways, by gateway code (`sandbox`). */
  gatewaySecrets: Record<'sandbox', string>;
  isProduction: boolean;
  /** The Web Push key pair (VAPID, P-256, base64url: public 65 bytes uncompressed, private 32 bytes). */
  vapid: { publicKey: string; privateKey: string };
};

export class ConfigError extends Error {}

/** Reads a secret from DATA_DIR, generating it on first use. */
function persistedSecret(dataDir: string, name: string, generate = () => randomBytes(32).toString('hex')): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = generate();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** A new VAPID key pair, as `web-push generate-vapid-keys` makes it: `public.private` in base64url. */
function generateVapidKeys(): string {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  // The private scalar is 32 bytes; a leading zero byte is dropped by getPrivateKey.
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return `${ecdh.getPublicKey().toString('base64url')}.${padded.toString('base64url')}`;
}

export const DEMO_PROVIDER_DEV_SECRET = 'demo-provider-development-secret';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const base = parsed.data;
  const dataDir = path.resolve(overrides.DATA_DIR ?? base.DATA_DIR);
  const providerSecrets: Record<string, string> = { demo: DEMO_PROVIDER_DEV_SECRET };
  for (const [key, value] of Object.entries(env)) {
    const m = /^PROVIDER_SECRET_([A-Z0-9_]+)$/.exec(key);
    if (m && value) {
      if (value.length < 16) throw new ConfigError(`Invalid configuration: ${key} at least 16 characters`);
      providerSecrets[m[1].toLowerCase()] = value;
    }
  }
  const jwtSecret = overrides.jwtSecret ?? base.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret');
  const opsToken = overrides.opsToken ?? base.OPS_TOKEN ?? persistedSecret(dataDir, 'ops-token');
  const gatewaySecretSandbox =
    overrides.gatewaySecrets?.sandbox ??
    base.GATEWAY_SECRET_SANDBOX ??
    persistedSecret(dataDir, 'gateway-secret-sandbox', () => `whsec_${randomBytes(32).toString('base64')}`);
  if (!!base.VAPID_PUBLIC_KEY !== !!base.VAPID_PRIVATE_KEY)
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
    );
  if (base.VAPID_PUBLIC_KEY && !/^[A-Za-z0-9_-]{87}$/.test(base.VAPID_PUBLIC_KEY))
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY a P-256 public key, 65 bytes in base64url');
  if (base.VAPID_PRIVATE_KEY && !/^[A-Za-z0-9_-]{43}$/.test(base.VAPID_PRIVATE_KEY))
    throw new ConfigError('Invalid configuration: VAPID_PRIVATE_KEY a P-256 private key, 32 bytes in base64url');
  const [vapidPublic, vapidPrivate] =
    base.VAPID_PUBLIC_KEY && base.VAPID_PRIVATE_KEY
      ? [base.VAPID_PUBLIC_KEY, base.VAPID_PRIVATE_KEY]
      : persistedSecret(dataDir, 'vapid-keys', generateVapidKeys).split('.');
  return {
    ...base,
    ...overrides,
    vapid: overrides.vapid ?? { publicKey: vapidPublic, privateKey: vapidPrivate },
    dataDir,
    jwtSecret,
    opsToken,
    providerSecrets: { ...providerSecrets, ...overrides.providerSecrets },
    gatewaySecrets: { sandbox: gatewaySecretSandbox },
    isProduction: (overrides.NODE_ENV ?? base.NODE_ENV) === 'production',
  };
}
