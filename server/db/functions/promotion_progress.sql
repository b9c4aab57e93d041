-- Adds a settled wallet call to the member's running promotion, in the call's transaction: the stake times the
-- game category's contribution percent to turn_over_user (negative for a cancel or refund, never below zero), and
-- the promotion's own balance to turn_winlose_user: deposit + bonus + the main balance's change since it was taken. The promotion ends when its target is met (received), when
-- a round's settlement leaves the balance under the operator's floor (ended), or past its expiry (expired).
CREATE OR REPLACE FUNCTION promotion_progress(
  p_member integer, p_currency text, p_category text, p_turn_bet bigint, p_balance bigint, p_settles boolean, p_now timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_row promotion_members%ROWTYPE;
BEGIN
  UPDATE promotion_members SET
    turn_over_user = greatest(0, turn_over_user + p_turn_bet * coalesce(
      (contributions ->> coalesce(p_category, ''))::bigint,
      CASE WHEN cardinality(eligible_categories) = 0 OR coalesce(p_category, '') = ANY (eligible_categories) THEN 100 ELSE 0 END
    ) / 100),
    turn_winlose_user = deposit_amount + bonus_amount + p_balance - start_balance
  WHERE member_id = p_member AND state = 'active' AND currency = p_currency AND expires_at > p_now
  RETURNING * INTO v_row;
  IF NOT FOUND THEN
    SELECT * INTO v_row FROM promotion_members WHERE member_id = p_member AND state = 'active' AND expires_at <= p_now;
    IF FOUND THEN
      PERFORM promotion_end(v_row.id, 'expired', 'expiry', p_now);
    END IF;
    RETURN;
  END IF;
  IF (v_row.target_type = 'turnover' AND v_row.turn_over_user >= v_row.turn_over_target)
    OR (v_row.target_type = 'winlose' AND v_row.turn_winlose_user >= v_row.turn_winlose_target) THEN
    PERFORM promotion_end(v_row.id, 'received', 'target', p_now);
  ELSIF p_settles AND p_balance < v_row.end_balance_floor THEN
    PERFORM promotion_end(v_row.id, 'ended', 'balance', p_now);
  END IF;
END;
$$;
