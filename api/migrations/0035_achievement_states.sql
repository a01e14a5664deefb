-- A donor's achievements and bonus answers, computed on write (docs/recognition.md «Достижения и
-- бонусы: посчитано при записи»): what GET /api/auth/{id}/achievements/ and the bonus answers
-- read besides the stored stages (user_achievements, 0011), so a read is two key lookups instead
-- of loading every donation and running the rules. Written by
-- api/src/features/achievements/achievements-store.ts in the transaction of every write that
-- changes its inputs. No row (a donor from before this table, or the bulk bench donors) or a
-- passed stale_at = computed at the next read and stored.
CREATE TABLE achievement_states (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- {type: {current, next_threshold}}: the progress of each type that has one (rules.ts).
  progress jsonb NOT NULL,
  -- {type: stage}: the stage donations waiting for confirmation would reach (compute.ts pendingStages).
  pending jsonb NOT NULL,
  -- The bonus conditions' tally (recognition/donor-facts.ts): confirmed donations, then with pending ones.
  reward_count integer NOT NULL,
  reward_latest date,
  record_count integer NOT NULL,
  record_latest date,
  computed_at timestamptz NOT NULL,
  -- The first moment the answer changes with no write (a monthly run ending, a donation dated
  -- ahead becoming today); null = never.
  stale_at timestamptz
);
