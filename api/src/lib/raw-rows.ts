// The rows of a raw statement (`db.execute(sql…)`) on either driver (ARCHITECTURE §3): PGlite
// answers `{ rows }`, postgres.js an array.

/** Rows of a raw query. */
export function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}

/**
 * The rows of a statement that returns them as one json array in a column `rows` (PGlite and
 * postgres.js parse json; a string is parsed here).
 */
export function rowsOfJson<T>(res: unknown): T[] {
  const rows = rowsOf<{ rows: T[] | string }>(res)[0]?.rows ?? [];
  return typeof rows === 'string' ? (JSON.parse(rows) as T[]) : rows;
}
