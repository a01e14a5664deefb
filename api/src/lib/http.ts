// Request reading and list paging in DRF style (ARCHITECTURE §3). Every helper turns bad input
// into an ApiError (4xx), never lets it reach the database as something that could fail there.
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, fieldErrorsOf, type List } from '@donor/shared/contract/common';
import * as MSG from '@donor/shared/messages';
import { ApiError, DETAIL, fieldError, notFound } from './errors.ts';
import type { Ctx } from './context.ts';

/** Reads a JSON, urlencoded or multipart body into a plain value (DRF parsers). */
export async function readBody(c: Ctx): Promise<unknown> {
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

/** Builds the list envelope; `next`/`previous` are absolute URLs like DRF's. */
export function listBody<T>(c: Ctx, p: Page, count: number, results: T[]): List<T> {
  const numPages = Math.max(1, Math.ceil(count / p.size));
  if (p.page > numPages) throw new ApiError(404, { detail: DETAIL.badPage });
  const link = (page: number) => {
    const url = new URL(c.req.url);
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
