-- The largest balance, and amount, the ledger keeps: 2^53 − 1 minor units (Number.MAX_SAFE_INTEGER), so every amount
-- and balance reaches JavaScript and JSON exactly. A movement that would take an account past it (either sign) is
-- refused: BALANCE_LIMIT_EXCEEDED.
CREATE OR REPLACE FUNCTION ledger_balance_limit() RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 9007199254740991::bigint;
$$;
