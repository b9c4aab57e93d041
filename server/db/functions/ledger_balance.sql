-- Cached balance of an account (0 when there is none).
CREATE OR REPLACE FUNCTION ledger_balance(p_account bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT balance FROM ledger_accounts WHERE id = p_account), 0);
$$;
