-- Whether the member's player-protection settings let a stake through (app/features/protection, docs/protection.md):
-- PROTECTION_EXCLUDED while a time-out or self-exclusion is in force, PROTECTION_MAX_BET for a stake above the maximum
-- single bet, PROTECTION_BET_LIMIT when the period's stakes with this one would pass a total-bet limit,
-- PROTECTION_LOSS_LIMIT when the period's net loss with this stake lost would pass a loss limit; else null.
-- A limit that applies is the stricter of the player's (a raise or removal counts once its cooling-off ended:
-- pending_at <= p_now) and the operator's. Periods count business dates ending at p_date: the day, 7 days, 1 month.
-- Cost for a member without settings: two primary-key lookups that find nothing; the turnover is summed only when a
-- loss or total-bet limit is set (member_turnover's primary key starts with member, currency, business date).
CREATE OR REPLACE FUNCTION protection_bet_check(p_member integer, p_currency text, p_amount bigint, p_date date, p_now timestamptz)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_limits jsonb;
  v_excluded boolean;
  v_max bigint;
  v_day record;
BEGIN
  SELECT exclusion IS NOT NULL AND (excluded_until IS NULL OR excluded_until > p_now) AND (lift_at IS NULL OR lift_at > p_now)
  INTO v_excluded FROM protection_members WHERE member_id = p_member;
  IF coalesce(v_excluded, false) THEN
    RETURN 'PROTECTION_EXCLUDED';
  END IF;
  SELECT jsonb_object_agg(kind, v) INTO v_limits FROM (
    SELECT kind, least(
      CASE WHEN pending_at IS NOT NULL AND pending_at <= p_now THEN pending_amount ELSE amount END,
      operator_amount) AS v
    FROM protection_limits
    WHERE member_id = p_member AND kind IN ('max_bet', 'loss_day', 'loss_week', 'loss_month', 'bet_day', 'bet_week', 'bet_month')
  ) l WHERE v IS NOT NULL;
  IF v_limits IS NULL THEN
    RETURN NULL;
  END IF;
  v_max := (v_limits ->> 'max_bet')::bigint;
  IF v_max IS NOT NULL AND p_amount > v_max THEN
    RETURN 'PROTECTION_MAX_BET';
  END IF;
  IF NOT (v_limits ?| ARRAY['loss_day', 'loss_week', 'loss_month', 'bet_day', 'bet_week', 'bet_month']) THEN
    RETURN NULL;
  END IF;
  SELECT
    coalesce(sum(bet_amount) FILTER (WHERE business_date = p_date), 0) AS bet_day,
    coalesce(sum(bet_amount) FILTER (WHERE business_date > p_date - 7), 0) AS bet_week,
    coalesce(sum(bet_amount), 0) AS bet_month,
    coalesce(sum(bet_amount - win_amount) FILTER (WHERE business_date = p_date), 0) AS loss_day,
    coalesce(sum(bet_amount - win_amount) FILTER (WHERE business_date > p_date - 7), 0) AS loss_week,
    coalesce(sum(bet_amount - win_amount), 0) AS loss_month
  INTO v_day
  FROM member_turnover
  WHERE member_id = p_member AND currency = p_currency AND business_date > (p_date - interval '1 month')::date;
  IF v_day.bet_day + p_amount > coalesce((v_limits ->> 'bet_day')::numeric, 'Infinity'::numeric)
    OR v_day.bet_week + p_amount > coalesce((v_limits ->> 'bet_week')::numeric, 'Infinity'::numeric)
    OR v_day.bet_month + p_amount > coalesce((v_limits ->> 'bet_month')::numeric, 'Infinity'::numeric) THEN
    RETURN 'PROTECTION_BET_LIMIT';
  END IF;
  IF v_day.loss_day + p_amount > coalesce((v_limits ->> 'loss_day')::numeric, 'Infinity'::numeric)
    OR v_day.loss_week + p_amount > coalesce((v_limits ->> 'loss_week')::numeric, 'Infinity'::numeric)
    OR v_day.loss_month + p_amount > coalesce((v_limits ->> 'loss_month')::numeric, 'Infinity'::numeric) THEN
    RETURN 'PROTECTION_LOSS_LIMIT';
  END IF;
  RETURN NULL;
END;
$$;
