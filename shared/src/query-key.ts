// The request key (docs/ARCHITECTURE.md «Data in the browser»): a request is its key. Apart from
// query.ts so the host and the endpoint descriptors build keys without the query library.
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * `/api/x/?a=1&b=2`: the path and the non-empty query values in the given order (arrays repeat
 * the key). Host and browser build keys with this one function, so a primed answer is found.
 */
export function requestKey(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
