-- The home page's editorial blocks and the donor ocean (spec §3 Stories; §7 "Stories, bonuses,
-- info, advice", "Rankings and option lists": stories, banners, interesting, ocean). Mirrored by
-- api/src/schema-home.ts; the rules are in docs/home.md. Statements end with ";" at the end of
-- a line (the migrator splits on that): inside function bodies every ";" has text after it.

-- A story shown from published_at on (a future one is scheduled, not shown), newest first.
CREATE TABLE stories (
  id serial PRIMARY KEY,
  title text NOT NULL,
  text text NOT NULL,
  image text,
  link text,
  published_at timestamptz NOT NULL
);
CREATE INDEX stories_published_idx ON stories (published_at DESC, id DESC);

-- One reaction per donor and story: a second like changes nothing, a dislike after a like
-- replaces it (docs/home.md «Реакции»).
CREATE TABLE story_reactions (
  story_id integer NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reaction text NOT NULL CHECK (reaction IN ('like', 'dislike')),
  reacted_at timestamptz NOT NULL,
  PRIMARY KEY (story_id, user_id)
);
CREATE INDEX story_reactions_user_idx ON story_reactions (user_id);

-- A donor opened the story: counted once per donor; visitors' views are not counted.
CREATE TABLE story_views (
  story_id integer NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL,
  PRIMARY KEY (story_id, user_id)
);
CREATE INDEX story_views_user_idx ON story_views (user_id);

-- A banner shown from starts_at to ends_at (inclusive, Moscow days; null = open-ended), in one
-- city (city_id) or everywhere (null).
CREATE TABLE banners (
  id serial PRIMARY KEY,
  title text NOT NULL,
  text text NOT NULL DEFAULT '',
  image text,
  link text NOT NULL,
  link_label text NOT NULL,
  city_id integer REFERENCES cities(id) ON DELETE CASCADE,
  starts_at date NOT NULL,
  ends_at date,
  sort integer NOT NULL DEFAULT 0,
  CHECK (ends_at IS NULL OR ends_at >= starts_at)
);

-- «Интересное»: short editorial cards; the random cards are drawn from them too.
CREATE TABLE interesting (
  id serial PRIMARY KEY,
  title text NOT NULL,
  text text NOT NULL,
  link text,
  published boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

-- The donor ocean's opaque id: a random UUID per account, so /api/ocean/{id}/ never shows a user
-- id (docs/SECURITY.md «Публичные списки доноров») and ids cannot be walked. Every account gets
-- one when it is created (the trigger), so a GET never has to write one.
CREATE TABLE ocean_ids (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid()
);
INSERT INTO ocean_ids (user_id) SELECT id FROM users;

CREATE FUNCTION ocean_ids_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN INSERT INTO ocean_ids (user_id) SELECT id FROM ocean_new ON CONFLICT DO NOTHING
; RETURN NULL
; END $$;

CREATE TRIGGER users_ocean_id AFTER INSERT ON users REFERENCING NEW TABLE AS ocean_new FOR EACH STATEMENT EXECUTE FUNCTION ocean_ids_on_user();
