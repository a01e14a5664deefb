// The deploy command's calls to the platform (the registry endpoints,
// shared/src/endpoints/sections.ts; ARCHITECTURE §2.5 «Registry»): logging in, then the guarded staff writes that move a
// section's pointer. Each write carries a fresh Idempotency-Key and is never retried by itself
// (STYLE «Never retry a POST automatically»); errors carry the server's Russian words.
import { randomUUID } from 'node:crypto';
import type { AnswerOf, AnyEndpoint, BodyOf } from '@donor/shared/endpoint';
import { login } from '@donor/shared/endpoints/auth';
import {
  abortSection, canarySection, deploySection, promoteSection, rollbackSection, sectionState,
} from '@donor/shared/endpoints/sections';
import type { SectionApp } from '@donor/shared/routes';
import type { ReleaseBody, SectionState } from '@donor/shared/contract/sections';
import type { DeployAuth } from './settings.ts';

export type { ReleaseBody, SectionState };

export class PlatformError extends Error {
  constructor(readonly status: number, readonly body: unknown, method: string, url: string) {
    super(`${method} ${url}: ${status} ${describe(body)}`);
  }
}

/** `{detail}` or DRF field errors `{field: [messages]}` (ARCHITECTURE §3) as one line. */
function describe(body: unknown): string {
  if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    if (typeof o.detail === 'string') return o.detail;
    return Object.entries(o).map(([field, v]) => `${field}: ${Array.isArray(v) ? v.join(' ') : String(v)}`).join('; ');
  }
  return typeof body === 'string' ? body.slice(0, 300) : '';
}

const TIMEOUT_MS = 30_000;

/** `fetch failed` says nothing; its cause (ECONNREFUSED, a timeout…) does. */
export const causeOf = (error: unknown): string => {
  const e = error as { message?: string; cause?: { code?: string; message?: string } };
  return e.cause?.code ?? e.cause?.message ?? e.message ?? String(error);
};

/** One call through an endpoint descriptor (shared/src/endpoint.ts): the path spelled once. */
async function call<E extends AnyEndpoint>(baseUrl: string, e: E, token: string | null, app?: SectionApp, body?: BodyOf<E>): Promise<{ res: Response; data: AnswerOf<E> }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Token ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (e.method !== 'GET') headers['idempotency-key'] = randomUUID();
  const url = `${baseUrl}${e.path.replace(':app', encodeURIComponent(app ?? ''))}`;
  const res = await fetch(url, { method: e.method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) })
    .catch((error: unknown) => { throw new Error(`Платформа ${baseUrl} не отвечает (${causeOf(error)}). Она запущена? Адрес задаёт DONOR_URL`); });
  const text = await res.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text for the message
  }
  if (!res.ok) throw new PlatformError(res.status, data, e.method, url);
  return { res, data: data as AnswerOf<E> };
}

/** A token: the one given, or a fresh log-in (the token comes back in the `token` header). */
export async function tokenFor(baseUrl: string, auth: DeployAuth): Promise<string> {
  if ('token' in auth) return auth.token;
  const { res } = await call(baseUrl, login, null, undefined, { username: auth.email, password: auth.password });
  const token = res.headers.get('token');
  if (!token) throw new Error('Платформа не выдала токен при входе');
  return token;
}

/** The section-registry endpoints of one platform, as one signed-in person; each answers the section's state. */
export function registryApi(baseUrl: string, token: string) {
  const send = async <E extends AnyEndpoint>(e: E, app: SectionApp, body?: BodyOf<E>) => (await call(baseUrl, e, token, app, body)).data;
  return {
    release: (app: SectionApp, body: ReleaseBody) => send(deploySection, app, body),
    rollback: (app: SectionApp, note?: string) => send(rollbackSection, app, { note }),
    canary: (app: SectionApp, version: string, percent: number, note?: string) => send(canarySection, app, { version, percent, note }),
    promote: (app: SectionApp, note?: string) => send(promoteSection, app, { note }),
    abort: (app: SectionApp, note?: string) => send(abortSection, app, { note }),
    status: (app: SectionApp) => send(sectionState, app),
  };
}
export type RegistryApi = ReturnType<typeof registryApi>;
