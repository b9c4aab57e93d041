-- A member wallet's balance, without creating the account (0 when there is none).
CREATE OR REPLACE FUNCTION ledger_member_balance(p_member integer, p_kind text, p_currency text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT balance FROM ledger_accounts WHERE owner = 'member' AND member_id = p_member AND kind = p_kind AND currency = p_currency AND shard = 0), 0);
$$;
