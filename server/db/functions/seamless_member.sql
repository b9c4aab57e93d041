-- The member a provider's player_id names: the member id in its decimal form (the launch sends it so), else null.
CREATE OR REPLACE FUNCTION seamless_member(p_player text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_player ~ '^[1-9][0-9]{0,9}$' AND p_player::bigint <= 2147483647 THEN p_player::integer END;
$$;
