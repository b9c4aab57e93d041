-- A round's settlement as any instance sees it. A crash round in flight is a row of its own that any instance can read: when it takes off, when it ends by itself
-- (the crash, or the automatic cash-out if that comes first) and where it crashes. The round stays 'open' until one
-- instance claims its settlement with a conditional update (state 'open' → 'settling').
ALTER TABLE dp_rounds ADD COLUMN starts_at timestamptz;
ALTER TABLE dp_rounds ADD COLUMN ends_at timestamptz;
ALTER TABLE dp_rounds ADD COLUMN crash_point integer CHECK (crash_point >= 100);
-- When an instance took on delivering the round's result: a round still 'settling' long after, with no pending call,
-- lost its instance on the way and is delivered again (same transaction ids) by another one.
ALTER TABLE dp_rounds ADD COLUMN claimed_at timestamptz;
UPDATE dp_rounds SET claimed_at = created_at WHERE state = 'settling';
CREATE INDEX dp_rounds_crash_due_idx ON dp_rounds (ends_at) WHERE state = 'open' AND ends_at IS NOT NULL;
CREATE INDEX dp_rounds_settling_idx ON dp_rounds (claimed_at) WHERE state = 'settling';
CREATE INDEX dp_rounds_session_idx ON dp_rounds (session_id, created_at DESC);
