// The third-party scripts the host configured (spec §7; README «Сторонние скрипты»): each one is
// off unless its setting is given. The host writes this into the boot payload (boot.ts), the
// shell's loader (shell/src/third-party/) reads it. Script addresses are http(s) URLs so that an
// operator may point them at a mirror, and a test at its own collector.

export interface ThirdPartyConfig {
  /** Tag manager: script URL with its container id in the query (e.g. gtm.js?id=GTM-…). */
  tagManager?: { script: string };
  /** Counter one, Яндекс Метрика-style (`ym(id, …)`). */
  metrika?: { script: string; id: string };
  /** Counter two, Top.Mail.ru-style (`_tmr.push({ id, … })`). */
  topMail?: { script: string; id: string };
  /** E-mail-marketing tracker, Mindbox-style (`mindbox('create', { endpointId })`). */
  emailTracker?: { script: string; endpointId: string };
  /** Messenger web-app script (Telegram's telegram-web-app.js): not analytics, no consent needed. */
  messenger?: { script: string };
  /** The story widget's script (spec §8 "IAS script"): not analytics either. */
  stories?: { script: string };
  /** Error reporting in the Sentry protocol (Sentry or a self-hosted GlitchTip): the public DSN. */
  sentry?: { dsn: string; environment?: string };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const url = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);
const text = (v: unknown): v is string => typeof v === 'string' && /^[\w.:-]{1,100}$/.test(v);

/** Keeps only well-formed entries (an http(s) script, a plain id); null when nothing is on. */
export function readThirdParty(v: unknown): ThirdPartyConfig | null {
  if (!isRecord(v)) return null;
  const out: ThirdPartyConfig = {};
  const part = (k: keyof ThirdPartyConfig) => (isRecord(v[k]) ? (v[k] as Record<string, unknown>) : {});
  const tm = part('tagManager');
  if (url(tm.script)) out.tagManager = { script: tm.script };
  const ym = part('metrika');
  if (url(ym.script) && text(ym.id)) out.metrika = { script: ym.script, id: ym.id };
  const tmr = part('topMail');
  if (url(tmr.script) && text(tmr.id)) out.topMail = { script: tmr.script, id: tmr.id };
  const mb = part('emailTracker');
  if (url(mb.script) && text(mb.endpointId)) out.emailTracker = { script: mb.script, endpointId: mb.endpointId };
  const tg = part('messenger');
  if (url(tg.script)) out.messenger = { script: tg.script };
  const st = part('stories');
  if (url(st.script)) out.stories = { script: st.script };
  const se = part('sentry');
  if (url(se.dsn)) out.sentry = { dsn: se.dsn, ...(text(se.environment) ? { environment: se.environment } : {}) };
  return Object.keys(out).length > 0 ? out : null;
}
