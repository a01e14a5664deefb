// PostgreSQL errors that can only come from bad input that slipped past validation: the API
// answers them 400 and still logs them, so the gap gets fixed (app.ts onError).

/**
 * Their SQLSTATE codes. 22P05 (untranslatable character: NUL or a lone surrogate in jsonb) is a
 * backstop behind readBody's control-character check (docs/SECURITY.md "Ввод").
 */
const PG_INPUT_ERRORS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '23503', '23505', '23514', '54000']);

/** The SQLSTATE of `err` or of one of its first causes (drivers and Drizzle wrap it). */
function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err, i = 0; e && typeof e === 'object' && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isPgInputError(err: unknown): boolean {
  const code = pgCode(err);
  return code !== undefined && PG_INPUT_ERRORS.has(code);
}
