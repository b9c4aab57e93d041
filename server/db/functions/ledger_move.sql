-- The movement of ledger_transfer with the lock order given: p_from_first when the from account comes first (house
-- before member, then by id). Only callers that know both owners use it; everyone else calls ledger_transfer.
-- Nothing moves when o_id is null: the key was taken (o_ok true, o_refusal null: the caller reads the first transfer),
-- or the accounts refused (o_ok false) with o_refusal 'insufficient' (a member debit below zero), 'limit' (a balance
-- would pass ledger_balance_limit()) or 'invalid' (an account missing or in another currency).
CREATE OR REPLACE FUNCTION ledger_move(
  p_key text, p_kind text, p_from bigint, p_to bigint, p_from_first boolean, p_amount bigint, p_currency text,
  p_hold bigint DEFAULT NULL, p_meta jsonb DEFAULT NULL,
  OUT o_ok boolean, OUT o_id bigint, OUT o_created_at timestamptz, OUT o_from_balance bigint, OUT o_to_balance bigint,
  OUT o_refusal text
) LANGUAGE plpgsql AS $$
DECLARE
  v_limit bigint := ledger_balance_limit();
BEGIN
  o_ok := false;
  IF p_amount > v_limit THEN
    o_refusal := 'limit';
    RETURN;
  END IF;
  IF p_from_first THEN
    UPDATE ledger_accounts SET balance = balance - p_amount
    WHERE id = p_from AND currency = p_currency AND (allow_negative OR balance >= p_amount) AND balance - p_amount >= -v_limit
    RETURNING balance INTO o_from_balance;
    IF NOT FOUND THEN
      o_refusal := ledger_refusal(p_from, p_currency, -p_amount);
      RETURN;
    END IF;
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_to AND currency = p_currency AND balance <= v_limit - p_amount
    RETURNING balance INTO o_to_balance;
    IF NOT FOUND THEN
      -- Nothing moves: the debit given back on the row this transaction holds.
      UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_from;
      o_from_balance := NULL;
      o_refusal := ledger_refusal(p_to, p_currency, p_amount);
      RETURN;
    END IF;
  ELSE
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_to AND currency = p_currency AND balance <= v_limit - p_amount
    RETURNING balance INTO o_to_balance;
    IF NOT FOUND THEN
      o_refusal := ledger_refusal(p_to, p_currency, p_amount);
      RETURN;
    END IF;
    UPDATE ledger_accounts SET balance = balance - p_amount
    WHERE id = p_from AND currency = p_currency AND (allow_negative OR balance >= p_amount) AND balance - p_amount >= -v_limit
    RETURNING balance INTO o_from_balance;
    IF NOT FOUND THEN
      -- Nothing moves: the credit taken back on the row this transaction holds.
      UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = p_to;
      o_to_balance := NULL;
      o_refusal := ledger_refusal(p_from, p_currency, -p_amount);
      RETURN;
    END IF;
  END IF;
  -- The key is claimed last: a concurrent transfer with the same key waits here for the first to commit, then finds it.
  INSERT INTO ledger_transfers (key, kind, from_account_id, to_account_id, amount, currency, hold_id, meta)
  VALUES (p_key, p_kind, p_from, p_to, p_amount, p_currency, p_hold, p_meta)
  ON CONFLICT (key) DO NOTHING
  RETURNING id, created_at INTO o_id, o_created_at;
  o_ok := true;
  IF o_id IS NULL THEN
    -- The key was taken: this movement is undone, the caller reads the first one.
    UPDATE ledger_accounts SET balance = balance + CASE WHEN id = p_to THEN -p_amount ELSE p_amount END WHERE id IN (p_from, p_to);
    o_from_balance := NULL;
    o_to_balance := NULL;
  END IF;
END;
$$;
