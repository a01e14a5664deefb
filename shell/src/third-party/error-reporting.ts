// Error reporting in the Sentry protocol (spec §7, §8), so Sentry or a self-hosted GlitchTip
// both work. The SDK is imported only when a DSN is configured: it is never part of the page's
// first-load bytes (README «Бюджеты байтов»). Errors raised before it is ready wait in a list.
import type { ErrorDetail } from '@donor/shared/analytics-events';

export interface Reporter {
  report(detail: ErrorDetail): void;
  /** Resolves once the SDK is loaded and the waiting errors are sent. */
  ready: Promise<void>;
}

type Sdk = Pick<typeof import('@sentry/browser'), 'init' | 'captureException'>;

export function startErrorReporting(
  opts: { dsn: string; environment?: string | undefined },
  load: () => Promise<Sdk> = () => import('@sentry/browser'),
): Reporter {
  let sdk: Sdk | null = null;
  const waiting: ErrorDetail[] = [];
  const send = (s: Sdk, d: ErrorDetail) => s.captureException(d.error, { tags: { where: d.where } });
  const ready = load()
    .then((s) => {
      s.init({ dsn: opts.dsn, ...(opts.environment ? { environment: opts.environment } : {}) });
      sdk = s;
      waiting.splice(0).forEach((d) => send(s, d));
    })
    .catch((error: unknown) => console.error('Сервис ошибок не загрузился', error));
  return {
    report: (d) => (sdk ? send(sdk, d) : void waiting.push(d)),
    ready,
  };
}
