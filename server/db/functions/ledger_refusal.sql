-- Why an account refused a change of p_delta minor units (ledger_move's o_refusal): 'invalid' when it does not exist
-- in this currency, 'limit' when its balance would pass ledger_balance_limit(), else 'insufficient' (a member debit
-- below zero).
CREATE OR REPLACE FUNCTION ledger_refusal(p_account bigint, p_currency text, p_delta bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN a.id IS NULL OR a.currency <> p_currency THEN 'invalid'
    WHEN a.balance::numeric + p_delta > ledger_balance_limit() OR a.balance::numeric + p_delta < -ledger_balance_limit() THEN 'limit'
    ELSE 'insufficient'
  END
  FROM (SELECT 1) one LEFT JOIN ledger_accounts a ON a.id = p_account;
$$;
