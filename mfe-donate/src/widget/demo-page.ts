// The partner demo page (PARTNERS.md «Проверка у себя»), written by the widget build beside the
// widget (vite.widget.config.ts → dist-widget/.demo.html, demo.css, demo.js) and served by the
// host at /widget/demo (shell/server/widget-demo.ts), which puts the site's address in place of
// ORIGIN_MARK and adds the strict partner policy. Both sizes from one script — the immutable
// file with its SRI hash, so the browser checks it — and the code to paste in copyable <pre>s.
import { DEMO } from '../donate.strings.ts';

/** Replaced by the host with the site's public address (the embed code is absolute). */
export const ORIGIN_MARK = '__DONOR_ORIGIN__';

export interface Pinned { file: string; integrity: string }

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The snippet a partner pastes (PARTNERS.md «Вставка»); with `pin`, the immutable file and its integrity. */
export function embedCode(origin: string, pin?: Pinned): string {
  const script = pin
    ? `<script async src="${origin}/widget/${pin.file}"\n        integrity="${pin.integrity}" crossorigin="anonymous"></script>`
    : `<script async src="${origin}/widget/donate.v1.js"></script>`;
  return `<div data-donor-widget data-campaign="ваша-метка" data-campaign-title="${DEMO.campaignTitle}"></div>
<div data-donor-widget data-size="compact" data-campaign="ваша-метка"></div>
${script}`;
}

export function demoPage(productName: string, pin: Pinned): string {
  const title = esc(DEMO.title(productName));
  const code = (id: string, text: string) =>
    `<pre id="${id}" tabindex="0"><code>${esc(text)}</code></pre><button type="button" data-copy="${id}">${DEMO.copy}</button>`;
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/widget/demo.css"></head>
<body><main><h1>${title}</h1><p>${esc(DEMO.lead)}</p>
<div class="sizes">
<section aria-labelledby="demo-full"><h2 id="demo-full">${DEMO.fullTitle}</h2><p>${esc(DEMO.fullNote)}</p>
<div data-donor-widget data-campaign="demo" data-campaign-title="${esc(DEMO.campaignTitle)}"></div></section>
<section aria-labelledby="demo-compact"><h2 id="demo-compact">${DEMO.compactTitle}</h2><p>${esc(DEMO.compactNote)}</p>
<div data-donor-widget data-campaign="demo" data-size="compact"></div></section>
</div>
<section aria-labelledby="demo-code"><h2 id="demo-code">${DEMO.codeTitle}</h2><p>${esc(DEMO.codeNote)}</p>
${code('code-v1', embedCode(ORIGIN_MARK))}
<h3>${esc(DEMO.pinnedTitle)}</h3><p>${esc(DEMO.pinnedNote)}</p>
${code('code-sri', embedCode(ORIGIN_MARK, pin))}
<p id="copy-status" role="status" data-copied="${DEMO.copied}" data-failed="${esc(DEMO.copyFailed)}"></p></section>
</main><script async src="/widget/${pin.file}" integrity="${pin.integrity}" crossorigin="anonymous"></script>
<script src="/widget/demo.js" defer></script></body></html>
`;
}

export const DEMO_CSS = `body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2129;background:#f4f5f7}
main{max-width:960px;margin:0 auto;padding:24px 16px}h1{font-size:28px;line-height:1.2}section{margin:32px 0}
.sizes{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,1fr);gap:24px;align-items:start}
@media (max-width:800px){.sizes{grid-template-columns:minmax(0,1fr)}}
pre{overflow:auto;padding:16px;border-radius:8px;background:#1d2129;color:#f4f5f7;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap;overflow-wrap:anywhere}
button{min-height:44px;padding:10px 18px;border:2px solid #b3121f;border-radius:10px;background:#b3121f;color:#fff;font:600 16px system-ui,sans-serif;cursor:pointer}
:focus-visible{outline:3px solid #1558b0;outline-offset:2px}
`;

/** Copies a <pre> on its button and says so; without clipboard access selects the code instead. */
export const DEMO_JS = `(function () {
  'use strict';
  var status = document.getElementById('copy-status');
  document.addEventListener('click', function (e) {
    var button = e.target.closest && e.target.closest('[data-copy]');
    if (!button) return;
    var pre = document.getElementById(button.getAttribute('data-copy'));
    var say = function (key) { status.textContent = status.getAttribute(key); };
    navigator.clipboard.writeText(pre.textContent).then(function () { say('data-copied'); }, function () {
      var range = document.createRange();
      range.selectNodeContents(pre);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      say('data-failed');
    });
  });
})();
`;
