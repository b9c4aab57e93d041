-- The ledger's movement of money between two accounts: reads their lock order (house before member, then by id), then
-- moves with ledger_move (whose outputs it returns: a refusal moves nothing and says why in o_refusal).
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_key text, p_kind text, p_from bigint, p_to bigint, p_amount bigint, p_currency text, p_hold bigint DEFAULT NULL, p_meta jsonb DEFAULT NULL,
  OUT o_ok boolean, OUT o_id bigint, OUT o_created_at timestamptz, OUT o_from_balance bigint, OUT o_to_balance bigint,
  OUT o_refusal text
) LANGUAGE plpgsql AS $$
DECLARE
  v_from_first boolean;
BEGIN
  SELECT a.id = p_from INTO v_from_first FROM ledger_accounts a WHERE a.id IN (p_from, p_to) ORDER BY a.owner, a.id LIMIT 1;
  IF v_from_first IS NULL THEN
    o_ok := false;
    o_refusal := 'invalid';
    RETURN;
  END IF;
  SELECT * INTO o_ok, o_id, o_created_at, o_from_balance, o_to_balance, o_refusal
  FROM ledger_move(p_key => p_key, p_kind => p_kind, p_from => p_from, p_to => p_to, p_from_first => v_from_first,
    p_amount => p_amount, p_currency => p_currency, p_hold => p_hold, p_meta => p_meta);
END;
$$;
