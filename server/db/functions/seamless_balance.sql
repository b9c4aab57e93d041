-- A provider's balance call: the member's main wallet in the session's currency, under the rules of
-- seamless_session_status. o_http is 400 for INVALID_CURRENCY, else 200; o_balance 0 on a refusal.
CREATE OR REPLACE FUNCTION seamless_balance(
  p_provider text, p_player text, p_token_hash text, p_currency text, p_now timestamptz,
  OUT o_status text, OUT o_balance bigint, OUT o_currency text, OUT o_http integer
) LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_member integer := seamless_member(p_player);
  v_session game_sessions%ROWTYPE;
BEGIN
  SELECT * INTO v_session FROM game_sessions WHERE token_hash = p_token_hash;
  o_status := seamless_session_status(v_session, v_member, p_provider, p_currency, p_now, true);
  o_http := CASE WHEN o_status = 'INVALID_CURRENCY' THEN 400 ELSE 200 END;
  o_balance := 0;
  o_currency := coalesce(p_currency, '');
  IF o_status = 'OK' THEN
    o_currency := v_session.currency;
    o_balance := ledger_member_balance(v_member, 'main', v_session.currency);
  END IF;
END;
$$;
