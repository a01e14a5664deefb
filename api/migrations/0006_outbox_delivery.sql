-- Outbox delivery (docs/PRODUCTION.md «Исходящие сообщения»): the worker (api/src/outbox/worker.ts)
-- claims due rows with FOR UPDATE SKIP LOCKED, so several API processes never send one twice.
-- status: pending → sent, or → dead after OUTBOX_MAX_ATTEMPTS failures (last_error kept).
-- next_attempt_at doubles as the claim lease: a claim moves it forward by the lease, so the row
-- of a worker that crashed mid-send becomes due again once the lease has run out.
ALTER TABLE outbox ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead'));
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE outbox ADD COLUMN claim_token text;
ALTER TABLE outbox ADD COLUMN last_error text;
-- Rows queued before delivery existed hold codes that expired long ago: never send them now.
UPDATE outbox SET status = 'dead', last_error = 'queued before delivery existed' WHERE sent_at IS NULL;
UPDATE outbox SET status = 'sent' WHERE sent_at IS NOT NULL;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';

-- One row per shared-state counter; `read` = the API's in-memory caches (api/src/lib/cache-epoch.ts):
-- every successful write bumps it, every API process polls it and empties its caches on change.
CREATE TABLE cache_epochs (
  name text PRIMARY KEY,
  epoch bigint NOT NULL DEFAULT 0,
  bumped_at timestamptz
);
INSERT INTO cache_epochs (name, epoch) VALUES ('read', 0);
