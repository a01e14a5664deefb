// Reading the help-me form (spec §7 POST /api/address_needs/ "as multipart form"; §5 "arrays are
// sent as indexed fields"): text fields into a plain object for the zod contract, the indexed
// `requested_blood_type[0]=o_plus` fields joined into one array in index order, and the photo
// (`_image`) kept apart as bytes for the uploads module. JSON bodies are read too (no photo).
import { HELPME_IMAGE_FIELD } from '@donor/shared/contract/helpme';
import * as MSG from '@donor/shared/messages';
import type { Ctx } from '../../lib/context.ts';
import { ApiError, DETAIL, fieldError } from '../../lib/errors.ts';
import { readBody } from '../../lib/http.ts';

export interface HelpmeForm {
  fields: Record<string, unknown>;
  image: Uint8Array | null;
}

/** `name[3]`, `name[]` or `name`: the array fields of the form. */
const INDEXED = /^([a-z_]{1,40})\[(\d{0,2})\]$/;
/** The only array field; others sent indexed are refused as a type mismatch. */
const ARRAY_FIELDS = new Set(['requested_blood_type']);
/** Fields beyond any real form: a body of thousands of parts is refused before it is looked at. */
const MAX_PARTS = 64;

// C0 controls (but tab, LF, CR) and DEL, as readBody refuses them in every other body
// (docs/SECURITY.md "Ввод"); multipart text is decoded UTF-8, so no lone surrogates reach here.
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export async function readHelpmeForm(c: Ctx): Promise<HelpmeForm> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
    const body = await readBody(c);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, { non_field_errors: [MSG.type] });
    return { fields: body as Record<string, unknown>, image: null };
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, { non_field_errors: [DETAIL.badJson] });
  }
  const entries = Object.entries(form);
  if (entries.length > MAX_PARTS) throw new ApiError(400, { non_field_errors: [DETAIL.badJson] });

  const fields: Record<string, unknown> = {};
  const arrays = new Map<string, { index: number; value: unknown }[]>();
  let image: Uint8Array | null = null;
  for (const [key, raw] of entries) {
    const values = Array.isArray(raw) ? raw : [raw];
    if (key === HELPME_IMAGE_FIELD) {
      // An empty file input sends a nameless, empty part: the same as no photo.
      const files = values.filter((v): v is File => v instanceof File && v.size > 0);
      if (values.some((v) => typeof v === 'string' && v !== '') || files.length > 1) throw fieldError(HELPME_IMAGE_FIELD, MSG.imageMissing);
      image = files[0] ? new Uint8Array(await files[0].arrayBuffer()) : null;
      continue;
    }
    for (const v of values) if (typeof v === 'string' && NOT_TEXT.test(v)) throw fieldError(INDEXED.exec(key)?.[1] ?? key, MSG.badChars);
    const m = INDEXED.exec(key);
    const name = m ? m[1]! : key;
    if (ARRAY_FIELDS.has(name)) {
      const list = arrays.get(name) ?? [];
      for (const v of values) list.push({ index: m?.[2] ? Number(m[2]) : list.length, value: v instanceof File ? null : v });
      arrays.set(name, list);
      continue;
    }
    // A repeated plain field or a file where text belongs reaches zod as a wrong type.
    fields[name] = values.length === 1 && typeof values[0] === 'string' ? values[0] : values.map((v) => (typeof v === 'string' ? v : null));
  }
  for (const [name, list] of arrays) {
    fields[name] = list.sort((a, b) => a.index - b.index).map((e) => e.value).filter((v) => v !== '');
  }
  return { fields, image };
}
