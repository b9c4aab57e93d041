/**
 * What the server's log never writes: passwords, one-time codes, tokens. A form always POSTs, but a URL typed by
 * hand, an old bookmark or a client that sends fields as a query string must not leave a secret in a log line, so the
 * request log masks the values of these keys in the URL it writes, and pino masks them in any logged object.
 */
export const SENSITIVE_KEYS = [
  'password',
  'current_password',
  'confirm_password',
  'new_password',
  'old_password',
  'code',
  'otp',
  'totp_code',
  'challenge',
  'pin',
  'token',
  'accesstoken',
  'access_token',
  'refresh_token',
  'verifytoken',
  'verify_token',
  'secret',
  'authorization',
  'cookie',
  'session_token',
] as const;

const SENSITIVE = new Set<string>(SENSITIVE_KEYS);
export const REDACTED = '[REDACTED]';

/** A query key (also qs's nested `a[b][password]` and `password[]`) names a secret when one of its parts does. */
function isSensitiveKey(rawKey: string): boolean {
  let key: string;
  try {
    key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    key = rawKey;
  }
  return key
    .toLowerCase()
    .split(/[[\].]+/)
    .some((part) => SENSITIVE.has(part.trim()));
}

/** The URL with the value of every sensitive query key replaced by [REDACTED]; path and other keys unchanged. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && isSensitiveKey(key) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${redacted}`;
}

/**
 * pino's redact paths: these keys in any logged object (a body, its first levels of nesting, request headers).
 * `code` and `pin` are left out here (an error's `code` is ECONNREFUSED, not a secret); an OTP in an object is `otp`.
 */
const OBJECT_KEYS = SENSITIVE_KEYS.filter((k) => k !== 'code' && k !== 'pin');
export const LOG_REDACT_PATHS: string[] = [
  ...OBJECT_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
  'verifyToken',
  '*.verifyToken',
  'accessToken',
  '*.accessToken',
  'device_token',
  '*.device_token',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

interface LoggedRequest {
  method?: string;
  url?: string;
  hostname?: string;
  host?: string;
  ip?: string;
  id?: string;
}

/** The logger options every server uses: the level given, secrets masked, request URLs redacted. */
export function loggerOptions(base: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...base,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: {
      ...(base.serializers as Record<string, unknown> | undefined),
      // Fastify logs the request of a failed reply; its URL is redacted like the request line's.
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
        host: req.host ?? req.hostname,
        remoteAddress: req.ip,
      }),
    },
  };
}
