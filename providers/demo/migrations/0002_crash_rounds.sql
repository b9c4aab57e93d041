-- A crash round in flight is a row of its own that any instance can read: when it takes off, when it ends by itself
-- (the crash, or the automatic cash-out if that comes first) and where it crashes. The round stays 'open' until one
-- instance claims its settlement with a conditional update (state 'open' → 'settling').
ALTER TABLE dp_rounds ADD COLUMN starts_at timestamptz;
ALTER TABLE dp_rounds ADD COLUMN ends_at timestamptz;
ALTER TABLE dp_rounds ADD COLUMN crash_point integer CHECK (crash_point >= 100);
CREATE INDEX dp_rounds_crash_due_idx ON dp_rounds (ends_at) WHERE state = 'open' AND ends_at IS NOT NULL;
CREATE INDEX dp_rounds_session_idx ON dp_rounds (session_id, created_at DESC);
