-- «Нужна ваша группа рядом» (docs/notifications.md): when station staff turn a group's need on,
-- the matcher (api/src/features/staff/need-alerts.ts) queues one push alert per matching donor in
-- the same transaction. At most one such alert a week per donor: need_alert_log keeps the moment
-- of each donor's last one, written by the statement that queues the alerts. The matcher holds an
-- advisory lock per city, so two stations turning a need on at once are matched one after the
-- other and the second finds the first's rows. No foreign key: user ids are never reused, and
-- checking one per row was a quarter of the matcher's time at 100 000 donors.
CREATE TABLE need_alert_log (
  user_id integer PRIMARY KEY,
  last_at timestamptz NOT NULL
);

-- The matcher's first step: active donors of one city and one blood group.
CREATE INDEX users_need_match_idx ON users (city_id, blood_group) WHERE is_active AND deleted_at IS NULL;

-- One alert, many donors (docs/notifications.md «Одно оповещение — многим»): the payload of an
-- alert that names no one (a station's need) is stored once here, and each donor's outbox row
-- carries only `{"shared": id}`; the push adapter reads the payload at send time. At 100 000
-- donors the per-row copy of the text and of its ref was a third of the matcher's time, most of
-- it the database log written to disk.
CREATE TABLE push_payloads (
  id bigserial PRIMARY KEY,
  ref text,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
