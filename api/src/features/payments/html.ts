// Small server-rendered pages of the payment flow (sandbox checkout, cancel link): Russian,
// no inline script or style (a strict CSP: only our own /api/sandbox/checkout.css and .js).
import { pathOf } from '@donor/shared/endpoint';
import { getPaymentPageCss, getSandboxCheckoutScript } from '@donor/shared/endpoints/donate';

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** `frameable`: the sandbox checkout is shown in an overlay iframe on partner pages. */
export function pageHeaders(frameable: boolean): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    // frame-ancestors supersedes X-Frame-Options where present (CSP Level 2).
    'content-security-policy': `default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors ${frameable ? '*' : "'self'"}`,
    ...(frameable ? {} : { 'x-frame-options': 'SAMEORIGIN' }),
  };
}

export function page(title: string, body: string, opts: { script?: boolean } = {}): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="robots" content="noindex, nofollow"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${pathOf(getPaymentPageCss)}"></head>
<body><main>${body}</main>${opts.script ? `<script src="${pathOf(getSandboxCheckoutScript)}"></script>` : ''}</body></html>`;
}
