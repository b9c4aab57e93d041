-- Ends a member's running promotion: state received (target met), ended (balance under the floor), expired or
-- inactive (cancelled by the member), frees the member's bonus type and writes 'end_promotion' to the activity log,
-- in the transaction of what ended it. Returns false when the row was no longer active.
CREATE OR REPLACE FUNCTION promotion_end(p_id bigint, p_state text, p_reason text, p_now timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_row promotion_members%ROWTYPE;
BEGIN
  UPDATE promotion_members SET state = p_state, end_reason = p_reason, ended_at = p_now
  WHERE id = p_id AND state = 'active'
  RETURNING * INTO v_row;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  UPDATE member_bonus_state SET bonus_type = NULL, promotion_member_id = NULL, updated_at = p_now
  WHERE member_id = v_row.member_id AND promotion_member_id = p_id;
  INSERT INTO activity_logs (member_id, type, amount, currency, ref, detail)
  VALUES (v_row.member_id, 'end_promotion', v_row.bonus_amount, v_row.currency, 'promotion:' || p_id, p_reason);
  RETURN true;
END;
$$;
