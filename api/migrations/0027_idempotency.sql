-- Writes that retry safely (docs/booking.md «Повтор запроса»; docs/SECURITY.md «Ввод»): a
-- booking, a help-me sign-up, adding a donation and a payment start honour the
-- `Idempotency-Key` header (api/src/lib/idempotency.ts). The store is this table, so every API
-- process sees the same keys: the UNIQUE (scope, route, key) lets exactly one request claim a key.
--
-- scope: whose key it is — `user:<id>`, or `ip:<client address>` for an anonymous payment start.
-- route: `POST /api/joined_users` (the request's path, without the trailing slash).
-- body_hash: sha256 of the request body (JSON with its keys sorted): the same key with another
--   body is refused (422), never answered with the first body's answer.
-- status NULL: the first request is still running; started_at is its lease (a process that died
--   mid-request leaves a row that another request may take over once the lease is over).
-- answer: the answer's body exactly as sent (text, not jsonb: jsonb would reorder its keys), and
--   the few headers that describe it (content-type, cache-control, location, preference-applied).
-- created_at: rows live 24 h; requests delete expired ones as they go.
CREATE TABLE idempotency_keys (
  id bigserial PRIMARY KEY,
  scope text NOT NULL,
  route text NOT NULL,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  body_hash text NOT NULL,
  status smallint CHECK (status BETWEEN 100 AND 599),
  answer text,
  headers jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  started_at timestamptz NOT NULL,
  UNIQUE (scope, route, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
