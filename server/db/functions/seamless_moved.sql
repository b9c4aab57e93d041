-- After a movement of a seamless-wallet call that must happen (a win, a cancel, a refund): raises when ledger_move
-- moved nothing. numeric_value_out_of_range (22003) when a balance would pass ledger_balance_limit(); else the key was
-- taken by a concurrent call with the same tx id: unique_violation, and the caller repeats the call.
CREATE OR REPLACE FUNCTION seamless_moved(p_id bigint, p_refusal text, p_key text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_id IS NOT NULL THEN
    RETURN;
  END IF;
  IF p_refusal = 'limit' THEN
    RAISE EXCEPTION USING ERRCODE = 'numeric_value_out_of_range', MESSAGE = 'ledger key ' || p_key || ' would take a balance past the limit';
  END IF;
  IF p_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'ledger key % refused: %', p_key, p_refusal;
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'unique_violation', MESSAGE = 'ledger key ' || p_key || ' already taken';
END;
$$;
