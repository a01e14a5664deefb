-- Achievements (spec §2 /achievements/, /profile/achievements; §7 achievements calls): the
-- stage each donor has reached per achievement type, computed from their donations, events,
-- help-me answers, monthly payments and referrals by api/src/achievements/compute.ts on every
-- write that can change it (and by the backfill). A row exists only once stage 1 is reached; the
-- stage never goes down; reached_at = when the current stage was first reached. pinned: the
-- position (1..3) among the donor's pinned achievements, null = not pinned. Mirrored by
-- api/src/schema-achievements.ts.
CREATE TABLE user_achievements (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  stage smallint NOT NULL CHECK (stage >= 1),
  reached_at timestamptz NOT NULL,
  pinned smallint CHECK (pinned BETWEEN 1 AND 3),
  UNIQUE (user_id, type)
);
-- The public feed: newest first, optionally of one type.
CREATE INDEX user_achievements_feed ON user_achievements (reached_at DESC, id DESC);
CREATE INDEX user_achievements_type_feed ON user_achievements (type, reached_at DESC, id DESC);
