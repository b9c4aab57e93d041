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
  health: { method: 'GET', path: '/ops/health', describe: 'database kind, latency and migration state' },
  'ledger:verify': { method: 'GET', path: '/ops/ledger/verify', describe: 'recompute every balance from the transfers and compare' },
};
