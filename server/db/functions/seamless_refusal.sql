-- A refused call changes nothing: the round row it created goes, and the answer carries the current balance.
CREATE OR REPLACE FUNCTION seamless_refusal(p_round_pk bigint, p_round_new boolean, p_member integer, p_currency text) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  IF p_round_new THEN
    DELETE FROM game_rounds WHERE id = p_round_pk;
  END IF;
  RETURN ledger_member_balance(p_member, 'main', p_currency);
END;
$$;
