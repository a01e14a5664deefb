// A Drizzle field map read as one json value: `json_build_object` of the same columns, turned back
// into what Drizzle itself would return (each column's own mapFromDriverValue; an SQL field as
// json gives it, so a count is a number without its mapWith). For a hot read with many rows ×
// columns on PGlite, which reads a result field by field in JS, a buffer copy and a decode each —
// the garbage of that sets the host's minor collections going (docs/ARCHITECTURE.md §3 «Prepared
// statements»); postgres.js reads columns cheaply, so a read chooses per driver (db.ts isPglite).
// Only for columns whose json form is what their driver gives (text, integers, booleans, dates,
// timestamps): a numeric would come back as a json number, not the driver's string.
import { Column, getTableColumns, is, SQL, sql, Table } from 'drizzle-orm';

/** Columns, tables, SQL fields and nested maps of them, as in `select()`. */
export type JsonFieldMap = { [key: string]: Column | Table | SQL | JsonFieldMap };

const KEY = /^[A-Za-z_]\w*$/;

/** The map flattened once: each key with its column, or its nested plan (tables as their columns). */
type Plan = { key: string; column?: Column; sql?: SQL; nested?: Plan }[];

function planOf(fields: JsonFieldMap | Table): Plan {
  return Object.entries(is(fields, Table) ? getTableColumns(fields) : fields).map(([key, field]) => {
    if (!KEY.test(key)) throw new Error(`jsonFields: a key must be an identifier (${key})`);
    if (is(field, Column)) return { key, column: field };
    if (is(field, SQL)) return { key, sql: field };
    return { key, nested: planOf(field) };
  });
}

/** `json_build_object('key', value, …)` of the plan. */
function build(plan: Plan): SQL {
  const pairs = plan.map(({ key, column, sql: value, nested }) => sql`${sql.raw(`'${key}'`)}, ${column ?? value ?? build(nested!)}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The json value back as Drizzle's select would return the same fields. */
function revive(plan: Plan, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key, column, nested } of plan) {
    const v = value[key];
    if (nested) out[key] = revive(nested, v as Record<string, unknown>);
    else out[key] = v === null || v === undefined ? null : column ? column.mapFromDriverValue(v) : v;
  }
  return out;
}

/**
 * The fields as one selected value of type T (say the row type with a left join's nulls). Select
 * it alone: `db.select({ row: jsonFields<Row>({...}) })`.
 */
export function jsonFields<T>(fields: JsonFieldMap): SQL<T> {
  const plan = planOf(fields);
  return build(plan).mapWith((value: unknown) => revive(plan, (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>) as T);
}
