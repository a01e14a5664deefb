-- Precomputed next possible dates (docs/eligibility.md «Предрасчитанные даты»): what the
-- eligibility engine (shared/src/eligibility/engine.ts nextPossibleDates) answered for a donor's
-- facts, per component, on the Moscow day of computed_at. Rewritten in the transaction of every
-- write that changes the facts (api/src/features/comeback/next-dates.ts refreshNextDates), so set
-- queries — the need matcher, «Можно снова сдавать» — read dates without running the engine per
-- donor. No row = nothing known: a donor with no donations or deferrals may give today.
CREATE TABLE donor_next_dates (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  blood date,
  plasma date,
  platelets date,
  erythrocytes date,
  granulocytes date,
  computed_at timestamptz NOT NULL
);

-- Jobs run once a day across all API processes (features/comeback/daily-run.ts): a row is the
-- claim of one job's day, inserted in the transaction that does the day's work, so a second
-- process or a restart on the same day finds it and does nothing.
CREATE TABLE daily_job_runs (
  job text NOT NULL,
  day date NOT NULL,
  done_at timestamptz NOT NULL,
  PRIMARY KEY (job, day)
);
