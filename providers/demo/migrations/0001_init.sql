-- The demo provider's own tables. Amounts are integers in minor units.

-- A browser's fun balance (demo play), shared by every game it opens.
CREATE TABLE dp_fun_accounts (
  id text PRIMARY KEY,
  balance bigint NOT NULL CHECK (balance >= 0),
  last_seen timestamptz NOT NULL DEFAULT now()
);

-- One opened game page. Real play keeps the casino's player id and session token for the wallet calls.
CREATE TABLE dp_sessions (
  id text PRIMARY KEY,
  kind text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('real', 'fun')),
  game_code text NOT NULL,
  lang text NOT NULL,
  currency text NOT NULL,
  player_id text,
  session_token text,
  fun_account_id text REFERENCES dp_fun_accounts (id) ON DELETE CASCADE,
  -- Who the provably fair seeds belong to: 'player:<id>' or 'fun:<account>'.
  owner text NOT NULL,
  balance bigint NOT NULL,
  -- A round is being played: other requests of the session wait their turn (any instance).
  busy_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now(),
  CHECK ((mode = 'real') = (player_id IS NOT NULL AND session_token IS NOT NULL)),
  CHECK ((mode = 'fun') = (fun_account_id IS NOT NULL))
);
CREATE INDEX dp_sessions_last_seen_idx ON dp_sessions (last_seen);

-- Provably fair seed pairs. One active pair per owner; the server seed is shown only once the pair is retired.
CREATE TABLE dp_seeds (
  id bigserial PRIMARY KEY,
  owner text NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  -- The nonce of the next round.
  nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX dp_seeds_active_uq ON dp_seeds (owner) WHERE active;

-- Every round played. state: open (a multi-step round in play), settling (result being delivered), settled,
-- cancelled.
CREATE TABLE dp_rounds (
  round_id text PRIMARY KEY,
  session_id text NOT NULL,
  owner text NOT NULL,
  kind text NOT NULL,
  game_code text NOT NULL,
  currency text NOT NULL,
  bet bigint NOT NULL CHECK (bet >= 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  seed_id bigint NOT NULL REFERENCES dp_seeds (id),
  nonce integer NOT NULL,
  params jsonb NOT NULL,
  result jsonb,
  state text NOT NULL CHECK (state IN ('open', 'settling', 'settled', 'cancelled')),
  bet_tx text NOT NULL,
  result_tx text NOT NULL,
  extra_tx text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX dp_rounds_owner_idx ON dp_rounds (owner, created_at DESC);
CREATE UNIQUE INDEX dp_rounds_open_uq ON dp_rounds (session_id) WHERE state = 'open';

-- Settlements (result, cancel) the casino has not answered yet, retried with the very same body by any instance.
CREATE TABLE dp_pending_calls (
  tx_id text PRIMARY KEY,
  op text NOT NULL CHECK (op IN ('result', 'cancel')),
  round_id text NOT NULL,
  body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dp_pending_calls_due_idx ON dp_pending_calls (next_at);

-- The progressive jackpot per currency, and every movement of it: seed + contributions − payouts = pool.
CREATE TABLE dp_jackpots (
  currency text PRIMARY KEY,
  pool bigint NOT NULL CHECK (pool >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE dp_jackpot_entries (
  id bigserial PRIMARY KEY,
  currency text NOT NULL REFERENCES dp_jackpots (currency),
  kind text NOT NULL CHECK (kind IN ('seed', 'contribution', 'payout')),
  round_id text,
  amount bigint NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX dp_jackpot_entries_round_uq ON dp_jackpot_entries (round_id, kind) WHERE round_id IS NOT NULL;
