// The sandbox provider (ARCHITECTURE §3): the default without credentials outside production.
// Link flow → our own checkout page (/api/sandbox/checkout/{order}/) with succeed / fail /
// cancel buttons; widget flow → a stand-in for CloudPayments' widget script with the same JS
// interface (`new cp.CloudPayments().pay('charge', options, {onSuccess, onFail, onComplete})`),
// which opens that checkout page in an overlay iframe. No inline script or style anywhere, so
// it works under the strictest partner CSP; postMessage only with exact origins, checked.
import { NotificationRejected, type PaymentProvider } from './provider.ts';

export function createSandbox(): PaymentProvider {
  return {
    name: 'sandbox',
    flows: ['link', 'widget'],
    async checkout(order, { origin }) {
      if (order.flow === 'link') return { url: `${origin}/api/sandbox/checkout/${order.id}/` };
      return { widget: { script: `${origin}/api/sandbox/widget.js`, public_id: 'sandbox', invoice_id: order.id } };
    },
    async verifyNotification() {
      // The sandbox's "webhook" is its own checkout page, applied in process.
      throw new NotificationRejected('signature');
    },
    async cancelSubscription() {
      // The sandbox schedule lives in our table (service.ts chargeDueSandbox).
    },
  };
}

/** The stand-in card widget. `__ORIGIN__` is replaced by our origin when served. */
export const SANDBOX_WIDGET_JS = `(function () {
  'use strict';
  var ORIGIN = __ORIGIN__;
  if (window.cp && window.cp.CloudPayments) return;
  function CloudPayments() {}
  CloudPayments.prototype.pay = function (mode, options, callbacks) {
    callbacks = callbacks || {};
    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Оплата (тестовый режим)');
    // CSSOM, not a style attribute: allowed by a partner's style-src without 'unsafe-inline'.
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(16,24,40,.6)';
    var frame = document.createElement('iframe');
    frame.title = 'Оплата пожертвования (тестовый режим)';
    frame.style.cssText = 'width:min(440px,100vw);height:min(620px,100vh);border:0;border-radius:16px;background:#fff';
    frame.src = ORIGIN + '/api/sandbox/checkout/' + encodeURIComponent(options.invoiceId) + '/?embed=1&parent=' + encodeURIComponent(location.origin) +
      '&recurrent=' + (options.data && options.data.CloudPayments && options.data.CloudPayments.recurrent ? '1' : '0');
    overlay.appendChild(frame);
    function onMessage(e) {
      if (e.origin !== ORIGIN || e.source !== frame.contentWindow || !e.data || e.data.type !== 'donor-sandbox') return;
      window.removeEventListener('message', onMessage);
      overlay.remove();
      var ok = e.data.status === 'success';
      if (ok && callbacks.onSuccess) callbacks.onSuccess(options);
      if (!ok && callbacks.onFail) callbacks.onFail(e.data.status, options);
      if (callbacks.onComplete) callbacks.onComplete({ success: ok }, options);
    }
    window.addEventListener('message', onMessage);
    document.body.appendChild(overlay);
    frame.focus();
  };
  window.cp = { CloudPayments: CloudPayments };
})();
`;

/** Runs inside the checkout result page (embedded): tells the opener's page the outcome. */
export const SANDBOX_RESULT_JS = `(function () {
  'use strict';
  var el = document.querySelector('[data-status]');
  if (!el || window.parent === window) return;
  var parentOrigin = el.getAttribute('data-parent');
  if (!parentOrigin) return;
  window.parent.postMessage({ type: 'donor-sandbox', status: el.getAttribute('data-status') }, parentOrigin);
})();
`;

export const SANDBOX_CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2129;background:#f4f5f7}
main{max-width:440px;margin:0 auto;padding:24px;background:#fff;min-height:100vh}h1{font-size:22px;margin:0 0 12px}
.note{padding:8px 12px;border-radius:8px;background:#fff4d6;color:#5c4400;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#545b66}dd{margin:0;font-weight:600}
form{margin:0 0 10px}button,.link{display:block;width:100%;min-height:48px;padding:12px;border:2px solid #b3121f;border-radius:10px;font:600 16px system-ui,sans-serif;cursor:pointer;text-align:center;text-decoration:none}
.ok{background:#b3121f;color:#fff}.fail{background:#fff;color:#b3121f}.cancel{background:#fff;color:#1d2129;border-color:#8a919c}.link{background:#b3121f;color:#fff}
:focus-visible{outline:3px solid #1558b0;outline-offset:2px}`;
