-- The free codes of each bonus, kept on write (docs/recognition.md «Достижения и бонусы: посчитано
-- при записи»): the catalogue and a donor's bonuses read bonuses.codes_left instead of counting
-- bonus_codes per bonus on every request. The trigger keeps it whatever writes the codes — the
-- seed adding them, a donor claiming one (bonuses.ts), an account deleted (taken_by set to null
-- frees the code) — so no code path can forget it. Two donors claiming codes of one bonus now
-- also update its row: the second waits for the first's commit (a short transaction) and still
-- claims a different code (SKIP LOCKED, 0012).
ALTER TABLE bonuses ADD COLUMN codes_left integer NOT NULL DEFAULT 0;

UPDATE bonuses b SET codes_left = (SELECT count(*) FROM bonus_codes f WHERE f.bonus_id = b.id AND f.taken_by IS NULL);

-- (The body's semicolons never end a line: db.ts splitStatements splits the file there.)
CREATE FUNCTION bonus_codes_left_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.taken_by IS NULL THEN
    UPDATE bonuses SET codes_left = codes_left - 1 WHERE id = OLD.bonus_id
  ; END IF
  ; IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.taken_by IS NULL THEN
    UPDATE bonuses SET codes_left = codes_left + 1 WHERE id = NEW.bonus_id
  ; END IF
  ; RETURN NULL
; END $$;

CREATE TRIGGER bonus_codes_left AFTER INSERT OR DELETE OR UPDATE OF taken_by, bonus_id ON bonus_codes
  FOR EACH ROW EXECUTE FUNCTION bonus_codes_left_keep();
