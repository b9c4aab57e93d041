-- Free rounds ("free spins") the casino grants a player over the provider's API (POST /api/free-rounds/grant, signed):
-- a number of rounds of one game at a fixed bet, played without a stake before expires_at. `ref` is the casino's own
-- reference of the grant (a repeated grant with the same ref is answered with the same row). A round played takes one
-- from rounds_left in a conditional update; the grant is 'used' once none is left, 'expired' once past expires_at.
CREATE TABLE dp_free_rounds (
  id text PRIMARY KEY,
  ref text NOT NULL UNIQUE,
  player_id text NOT NULL,
  currency text NOT NULL,
  game_code text NOT NULL,
  bet bigint NOT NULL CHECK (bet > 0),
  rounds integer NOT NULL CHECK (rounds > 0),
  rounds_left integer NOT NULL CHECK (rounds_left >= 0 AND rounds_left <= rounds),
  win_total bigint NOT NULL DEFAULT 0 CHECK (win_total >= 0),
  expires_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'used', 'expired', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dp_free_rounds_player_idx ON dp_free_rounds (player_id, game_code, currency, expires_at) WHERE state = 'active';
