-- Whether the member's running promotion lets a stake through: PROMOTION_GAME_NOT_ELIGIBLE for a game category the
-- promotion excludes, PROMOTION_MAX_BET for a stake above its maximum bet, else null (also without a promotion).
-- A promotion past its expiry ends here (expired) and no longer limits the bet.
CREATE OR REPLACE FUNCTION promotion_bet_check(p_member integer, p_currency text, p_category text, p_amount bigint, p_now timestamptz)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_currency text;
  v_max_bet bigint;
  v_eligible text[];
  v_expires timestamptz;
BEGIN
  SELECT id, currency, max_bet, eligible_categories, expires_at INTO v_id, v_currency, v_max_bet, v_eligible, v_expires
  FROM promotion_members WHERE member_id = p_member AND state = 'active';
  IF NOT FOUND OR v_currency <> p_currency THEN
    RETURN NULL;
  END IF;
  IF v_expires <= p_now THEN
    PERFORM promotion_end(v_id, 'expired', 'expiry', p_now);
    RETURN NULL;
  END IF;
  IF cardinality(v_eligible) > 0 AND NOT (coalesce(p_category, '') = ANY (v_eligible)) THEN
    RETURN 'PROMOTION_GAME_NOT_ELIGIBLE';
  END IF;
  IF v_max_bet > 0 AND p_amount > v_max_bet THEN
    RETURN 'PROMOTION_MAX_BET';
  END IF;
  RETURN NULL;
END;
$$;
