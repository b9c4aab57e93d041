-- Places a hold: moves the amount from p_from to p_hold_account under the transfer key 'hold:<key>' and records the
-- hold. o_status: ok, replayed (this key, this payload), conflict (this key, another payload), insufficient, limit (a
-- balance would pass ledger_balance_limit()), invalid.
CREATE OR REPLACE FUNCTION ledger_hold_place(
  p_key text, p_kind text, p_from bigint, p_to bigint, p_hold_account bigint, p_amount bigint, p_currency text, p_meta jsonb DEFAULT NULL,
  OUT o_status text, OUT o_hold_id bigint, OUT o_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  h ledger_holds%ROWTYPE;
  t record;
BEGIN
  SELECT * INTO h FROM ledger_holds WHERE key = p_key;
  IF NOT FOUND THEN
    SELECT * INTO t FROM ledger_transfer(p_key => 'hold:' || p_key, p_kind => p_kind, p_from => p_from, p_to => p_hold_account,
      p_amount => p_amount, p_currency => p_currency, p_meta => coalesce(p_meta, '{}'::jsonb) || jsonb_build_object('hold_key', p_key));
    IF t.o_id IS NOT NULL THEN
      INSERT INTO ledger_holds (key, kind, from_account_id, to_account_id, hold_account_id, amount, currency, meta)
      VALUES (p_key, p_kind, p_from, p_to, p_hold_account, p_amount, p_currency, p_meta)
      RETURNING id INTO o_hold_id;
      o_status := 'ok';
      o_balance := t.o_from_balance;
      RETURN;
    END IF;
    SELECT * INTO h FROM ledger_holds WHERE key = p_key;
    IF NOT FOUND THEN
      IF t.o_refusal IS NULL THEN
        o_status := 'conflict';
      ELSE
        o_status := t.o_refusal;
        o_balance := ledger_balance(p_from);
      END IF;
      RETURN;
    END IF;
  END IF;
  o_hold_id := h.id;
  IF h.from_account_id = p_from AND h.to_account_id = p_to AND h.amount = p_amount AND h.currency = p_currency AND h.kind = p_kind THEN
    o_status := 'replayed';
  ELSE
    o_status := 'conflict';
  END IF;
END;
$$;
