-- Rounds any instance can continue and settle. A crash round in flight is a row of its own: when it takes off, when
-- it ends by itself (the crash, or the automatic cash-out if that comes first) and where it crashes. A round stays
-- 'open' until one instance claims its settlement with a conditional update (state 'open' → 'settling').
ALTER TABLE dp_rounds ADD COLUMN starts_at timestamptz;
ALTER TABLE dp_rounds ADD COLUMN ends_at timestamptz;
ALTER TABLE dp_rounds ADD COLUMN crash_point integer CHECK (crash_point >= 100);
-- When an instance took on delivering the round's result: a round still 'settling' long after, with no pending call,
-- lost its instance on the way and is delivered again (same transaction ids) by another one.
ALTER TABLE dp_rounds ADD COLUMN claimed_at timestamptz;
UPDATE dp_rounds SET claimed_at = created_at WHERE state = 'settling';
CREATE INDEX dp_rounds_crash_due_idx ON dp_rounds (ends_at) WHERE state = 'open' AND ends_at IS NOT NULL;
CREATE INDEX dp_rounds_settling_idx ON dp_rounds (claimed_at) WHERE state = 'settling';
-- A seed pair is not rotated while any round of its owner is in play.
CREATE INDEX dp_rounds_owner_open_idx ON dp_rounds (owner) WHERE state = 'open';
CREATE INDEX dp_rounds_session_idx ON dp_rounds (session_id, created_at DESC);
