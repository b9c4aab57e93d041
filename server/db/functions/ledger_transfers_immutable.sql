-- Transfers are immutable: a correction is a new transfer.
CREATE OR REPLACE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are immutable' USING ERRCODE = 'restrict_violation';
END;
$$;
