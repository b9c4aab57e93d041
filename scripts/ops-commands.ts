/**
 * The commands of `npm run ops -- <command>`: each maps to one /ops request. To add one, add a row: positional
 * `args` fill the `:name` parts of `path` in order; `--name value` options go to the query string of a GET and to
 * the JSON body of the other methods (values that parse as JSON are sent as such: numbers, true, null, objects).
 */
export interface OpsCommand {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  args?: string[];
  /** Options the command takes, shown by `help` (others are refused). */
  options?: string[];
  describe: string;
}

export const OPS_COMMANDS: Record<string, OpsCommand> = {
  health: {
    method: 'GET',
    path: '/ops/health',
    describe:
      'database kind, latency, migration and database function state, transaction-id age and the upkeep (VACUUM) schedule',
  },
  'ledger:verify': {
    method: 'GET',
    path: '/ops/ledger/verify',
    describe: 'recompute every balance from the transfers and compare',
  },
  outbox: {
    method: 'GET',
    path: '/ops/outbox?to=:to',
    args: ['to'],
    describe: 'SMS and e-mails the development outbox delivered to a phone number or address, newest first',
  },
  'content:changed': {
    method: 'POST',
    path: '/ops/content/changed',
    options: ['area'],
    describe:
      "after the site content, policies or games changed in the database: drop every instance's caches of them (area: site, policy, games; all when omitted) and the cached pages",
  },
  'otp:settings': {
    method: 'GET',
    path: '/ops/otp-settings',
    describe: 'code length, expiry, resend time, attempts and hourly limits of one-time codes',
  },
  'otp:set': {
    method: 'PATCH',
    path: '/ops/otp-settings',
    options: [
      'code_length',
      'expiry_seconds',
      'resend_seconds',
      'max_attempts',
      'requests_per_hour',
      'requests_per_ip_per_hour',
      'verify_token_seconds',
    ],
    describe: 'change the timing and limits of one-time codes',
  },
};
