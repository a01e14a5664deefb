// Request reading and list paging in DRF style (ARCHITECTURE §3). Every helper turns bad input
// into an ApiError (4xx), never lets it reach the database as something that could fail there.
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, fieldErrorsOf, type List } from '@donor/shared/contract/common';
import * as MSG from '@donor/shared/messages';
import { ApiError, DETAIL, fieldError, notFound } from './errors.ts';
import type { Ctx } from './context.ts';
import { publicOrigin } from './public-origin.ts';

/** Reads a JSON, urlencoded or multipart body into a plain value (DRF parsers). */
export async function readBody(c: Ctx): Promise<unknown> {
  return assertPlainText(await readRawBody(c));
}

async function readRawBody(c: Ctx): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/json') || type.endsWith('+json')) {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiError(400, { non_field_errors: [DETAIL.badJson] });
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    try {
      const form = await c.req.parseBody();
      // Files are not accepted by any endpoint yet: keep only text values.
      return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
    } catch {
      throw new ApiError(400, { non_field_errors: [DETAIL.badJson] });
    }
  }
  if (type === '') {
    const text = await c.req.text();
    if (text.trim() === '') return {};
  }
  throw new ApiError(415, { detail: DETAIL.unsupported });
}

/**
 * C0 controls except tab, LF and CR (multi-line text keeps its line breaks), DEL, and UTF-16
 * halves without their pair: none is text a person typed, PostgreSQL refuses NUL and lone
 * surrogates outright (22P05/22021), and a control character in a stored URL breaks the
 * header it is later sent in (docs/SECURITY.md "Ввод").
 */
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Deeper than any body we accept; a deeper one is refused before anything recurses into it. */
const MAX_BODY_DEPTH = 32;

/**
 * Every string (and key) of a body, at any depth, checked once here so that no endpoint can
 * forget it: 400 at the top-level field that holds it (the key style of fieldErrorsOf).
 * Iterative, so a hostile nesting depth cannot overflow the stack.
 */
function assertPlainText(value: unknown): unknown {
  const stack: { v: unknown; field: string | null; depth: number }[] = [{ v: value, field: null, depth: 0 }];
  while (stack.length > 0) {
    const { v, field, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (NOT_TEXT.test(v)) throw fieldError(field ?? 'non_field_errors', MSG.badChars);
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) throw new ApiError(400, { non_field_errors: [DETAIL.badJson] });
    for (const [k, child] of Object.entries(v)) {
      const at = field ?? (Array.isArray(v) ? 'non_field_errors' : k);
      if (NOT_TEXT.test(k)) throw fieldError(field ?? 'non_field_errors', MSG.badChars);
      stack.push({ v: child, field: at, depth: depth + 1 });
    }
  }
  return value;
}

/** Reads the body and validates it with a contract schema; failures become 400 field errors. */
export async function parseBody<S extends z.ZodType>(c: Ctx, schema: S): Promise<z.output<S>> {
  return parseValue(schema, await readBody(c));
}

export function parseValue<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, fieldErrorsOf(result.error));
  return result.data;
}

/** A path id: anything but a positive 32-bit integer cannot exist → 404 (DRF lookup). */
export function pathId(c: Ctx, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,10}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}

/** A query string value, trimmed; NUL and over-long values are rejected as field errors. */
export function queryText(c: Ctx, name: string, max = 100): string | undefined {
  const raw = c.req.query(name);
  if (raw === undefined) return undefined;
  const v = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(v)) throw fieldError(name, MSG.badChars);
  if (v.length > max) throw fieldError(name, MSG.tooLong(max));
  return v;
}

/** An optional integer filter (`?region=41`); empty means "no filter". */
export function queryId(c: Ctx, name: string): number | undefined {
  const v = queryText(c, name, 20);
  if (v === undefined || v === '') return undefined;
  if (!/^\d{1,10}$/.test(v) || Number(v) > 2_147_483_647) throw fieldError(name, MSG.integer);
  return Number(v);
}

/** An optional boolean filter: true/false/1/0 (DRF BooleanFilter spelling). */
export function queryBool(c: Ctx, name: string): boolean | undefined {
  const v = queryText(c, name, 10)?.toLowerCase();
  if (v === undefined || v === '') return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw fieldError(name, 'Выберите true или false.');
}

export interface Page {
  page: number;
  size: number;
  offset: number;
}

/** `page` (1-based) and `page_size` (default 25, max 100; DRF clamps, it does not fail). */
export function readPage(c: Ctx, defaultSize = DEFAULT_PAGE_SIZE): Page {
  const rawPage = c.req.query('page');
  let page = 1;
  if (rawPage !== undefined && rawPage !== '') {
    if (!/^\d{1,7}$/.test(rawPage) || Number(rawPage) < 1) throw new ApiError(404, { detail: DETAIL.badPage });
    page = Number(rawPage);
  }
  const rawSize = c.req.query('page_size');
  let size = defaultSize;
  if (rawSize && /^\d{1,7}$/.test(rawSize) && Number(rawSize) > 0) size = Math.min(Number(rawSize), MAX_PAGE_SIZE);
  return { page, size, offset: (page - 1) * size };
}

/**
 * Builds the list envelope; `next`/`previous` are absolute URLs like DRF's, on our public origin
 * whatever Host the request named (lib/public-origin.ts).
 */
export function listBody<T>(c: Ctx, p: Page, count: number, results: T[]): List<T> {
  const numPages = Math.max(1, Math.ceil(count / p.size));
  if (p.page > numPages) throw new ApiError(404, { detail: DETAIL.badPage });
  const link = (page: number) => {
    const asked = new URL(c.req.url);
    const url = new URL(publicOrigin(c) + asked.pathname + asked.search);
    if (page === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(page));
    return url.toString();
  };
  return {
    count,
    num_pages: numPages,
    next: p.page < numPages ? link(p.page + 1) : null,
    previous: p.page > 1 ? link(p.page - 1) : null,
    results,
  };
}
