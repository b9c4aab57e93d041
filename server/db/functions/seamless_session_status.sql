-- The session and currency rules of a seamless-wallet call, in one place (balance and every other operation):
-- INVALID_SESSION when the token names no session (p_session is null), or a session of another member or provider,
-- or an expired one for an operation that starts play (p_starts_play: balance, bet, reserve; results, cancels and
-- refunds of bets already placed are accepted after expiry); INVALID_CURRENCY when the call names a currency other
-- than the session's (p_currency null: the call names none); else OK.
CREATE OR REPLACE FUNCTION seamless_session_status(
  p_session game_sessions, p_member integer, p_provider text, p_currency text, p_now timestamptz, p_starts_play boolean
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_session.id IS NULL OR p_member IS NULL OR p_session.member_id <> p_member OR p_session.provider_code <> p_provider
      OR (p_starts_play AND p_session.expires_at <= p_now) THEN 'INVALID_SESSION'
    WHEN p_currency IS NOT NULL AND p_currency <> p_session.currency THEN 'INVALID_CURRENCY'
    ELSE 'OK'
  END;
$$;
