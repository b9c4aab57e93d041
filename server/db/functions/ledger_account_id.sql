-- The id of an account, created on first use (house accounts may go negative, member accounts may not).
CREATE OR REPLACE FUNCTION ledger_account_id(p_owner text, p_member integer, p_kind text, p_currency text, p_shard smallint)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF p_member IS NULL THEN
    SELECT id INTO v FROM ledger_accounts WHERE owner = p_owner AND member_id IS NULL AND kind = p_kind AND currency = p_currency AND shard = p_shard;
  ELSE
    SELECT id INTO v FROM ledger_accounts WHERE owner = p_owner AND member_id = p_member AND kind = p_kind AND currency = p_currency AND shard = p_shard;
  END IF;
  IF FOUND THEN
    RETURN v;
  END IF;
  INSERT INTO ledger_accounts (owner, member_id, kind, currency, shard, allow_negative)
  VALUES (p_owner, p_member, p_kind, p_currency, p_shard, p_owner = 'house')
  ON CONFLICT ON CONSTRAINT ledger_accounts_identity_uq DO NOTHING
  RETURNING id INTO v;
  IF FOUND THEN
    RETURN v;
  END IF;
  -- Another transaction created it meanwhile (the conflict waited for its commit).
  SELECT id INTO v FROM ledger_accounts
  WHERE owner = p_owner AND member_id IS NOT DISTINCT FROM p_member AND kind = p_kind AND currency = p_currency AND shard = p_shard;
  RETURN v;
END;
$$;
