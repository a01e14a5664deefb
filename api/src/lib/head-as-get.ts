/**
 * HEAD answered from the GET it stands for, headers and status alike (RFC 9110 §9.3.2).
 *
 * Hono answers HEAD itself by wrapping the GET answer in `new Response(null, answer)`. Under
 * @hono/node-server's own Response class that copy takes the headers the handler first passed,
 * not those an after-middleware added later — so on the real server HEAD lost the host's
 * security headers (x-frame-options, referrer-policy, …) while GET kept them. Doing the GET here,
 * outside Hono, and copying its final headers keeps both answers the same on every runtime.
 */
type Fetch<E> = (req: Request, env?: E) => Response | Promise<Response>;

export function headAsGet<E>(fetch: Fetch<E>): Fetch<E> {
  return async (req, env) => {
    if (req.method !== 'HEAD') return fetch(req, env);
    const get = new Request(req.url, { method: 'GET', headers: req.headers, signal: req.signal });
    const answer = await fetch(get, env);
    const headers = new Headers(answer.headers);
    // The body is not sent, so its length is not known without reading it: say nothing rather
    // than something wrong (a compressed GET's length would differ anyway).
    headers.delete('content-length');
    await answer.body?.cancel();
    return new Response(null, { status: answer.status, statusText: answer.statusText, headers });
  };
}
