-- The sandbox payment gateway's own tables: payments, payouts, the events it owes the merchant and every delivery
-- attempt of them. Several gateway instances share them; the state columns are changed only by guarded updates.

CREATE TABLE gw_payments (
  id text PRIMARY KEY,
  merchant_reference text NOT NULL UNIQUE,
  request_hash text NOT NULL,
  method text NOT NULL CHECK (method IN ('PROMPTPAY', 'TRUEWALLET', 'CRYPTO', 'AUTO_BANK')),
  status text NOT NULL CHECK (status IN ('pending', 'confirming', 'succeeded', 'failed', 'expired')),
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  paid_amount bigint CHECK (paid_amount > 0),
  currency text NOT NULL,
  locale text NOT NULL,
  return_url text NOT NULL,
  payer jsonb NOT NULL,
  qr_payload text,
  crypto jsonb,
  bank jsonb,
  confirmations integer NOT NULL DEFAULT 0,
  tx_hash text,
  next_confirmation_at timestamptz,
  first_response jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gw_payments_pending_expiry ON gw_payments (expires_at) WHERE status = 'pending';
CREATE INDEX gw_payments_confirming ON gw_payments (next_confirmation_at) WHERE status = 'confirming';

CREATE TABLE gw_payouts (
  id text PRIMARY KEY,
  merchant_reference text NOT NULL UNIQUE,
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('processing', 'succeeded', 'failed')),
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  beneficiary jsonb NOT NULL,
  first_response jsonb NOT NULL,
  complete_at timestamptz NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gw_payouts_due ON gw_payouts (complete_at) WHERE status = 'processing';

-- One row per webhook the merchant is owed; its id is the webhook-id of every attempt.
CREATE TABLE gw_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  payment_id text REFERENCES gw_payments (id),
  payout_id text REFERENCES gw_payouts (id),
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'exhausted')),
  attempts integer NOT NULL DEFAULT 0,
  -- When the next attempt is due; a claim moves it forward by a lease, so a sender that dies is replaced.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((payment_id IS NULL) <> (payout_id IS NULL))
);
CREATE INDEX gw_events_due ON gw_events (next_attempt_at) WHERE status = 'pending';
-- A payment or payout has at most one event of each type, whatever races between instances.
CREATE UNIQUE INDEX gw_events_payment_type ON gw_events (payment_id, type) WHERE payment_id IS NOT NULL;
CREATE UNIQUE INDEX gw_events_payout_type ON gw_events (payout_id, type) WHERE payout_id IS NOT NULL;

-- Every delivery attempt: what the merchant answered (or why nothing came back) and when the next one is due.
CREATE TABLE gw_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id text NOT NULL REFERENCES gw_events (id),
  attempt integer NOT NULL,
  url text NOT NULL,
  status_code integer,
  duration_ms integer NOT NULL,
  error text,
  response_body text,
  next_attempt_at timestamptz,
  attempted_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, attempt)
);
CREATE INDEX gw_deliveries_recent ON gw_deliveries (attempted_at DESC);
