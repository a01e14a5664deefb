// The sandbox provider (ARCHITECTURE §3): the default without credentials outside production.
// Link flow → our own checkout page (/api/sandbox/checkout/{order}/) with succeed / fail /
// cancel buttons; widget flow → a stand-in for CloudPayments' widget script with the same JS
// interface (`new cp.CloudPayments().pay('charge', options, {onSuccess, onFail, onComplete})`),
// which opens that checkout page in an overlay iframe with a «Закрыть» control (Esc too, in the
// overlay or inside the checkout; both report a cancel, as CloudPayments' own window does). No
// inline script or style anywhere, so
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
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;flex-direction:column;align-items:center;justify-content:center;background:rgba(16,24,40,.6)';
    var close = document.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', 'Закрыть');
    close.textContent = '×';
    close.style.cssText = 'align-self:center;margin:0 0 8px min(396px,calc(100vw - 44px));width:44px;height:44px;border:0;border-radius:50%;background:#fff;color:#1d2129;font:28px/1 system-ui,sans-serif;cursor:pointer';
    var frame = document.createElement('iframe');
    frame.title = 'Оплата пожертвования (тестовый режим)';
    frame.style.cssText = 'width:min(440px,100vw);height:min(620px,calc(100vh - 52px));border:0;border-radius:16px;background:#fff';
    frame.src = ORIGIN + '/api/sandbox/checkout/' + encodeURIComponent(options.invoiceId) + '/?embed=1&parent=' + encodeURIComponent(location.origin) +
      '&recurrent=' + (options.data && options.data.CloudPayments && options.data.CloudPayments.recurrent ? '1' : '0');
    overlay.appendChild(close);
    overlay.appendChild(frame);
    function finish(status) {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('keydown', onKey);
      overlay.remove();
      var ok = status === 'success';
      if (ok && callbacks.onSuccess) callbacks.onSuccess(options);
      if (!ok && callbacks.onFail) callbacks.onFail(status, options);
      if (callbacks.onComplete) callbacks.onComplete({ success: ok }, options);
    }
    function onMessage(e) {
      if (e.origin !== ORIGIN || e.source !== frame.contentWindow || !e.data || e.data.type !== 'donor-sandbox') return;
      finish(e.data.status);
    }
    function onKey(e) { if (e.key === 'Escape') finish('cancel'); }
    close.addEventListener('click', function () { finish('cancel'); });
    window.addEventListener('message', onMessage);
    document.addEventListener('keydown', onKey);
    document.body.appendChild(overlay);
    frame.focus();
  };
  window.cp = { CloudPayments: CloudPayments };
})();
`;

/**
 * Runs inside the embedded checkout: on the result page tells the opener's page the outcome; on
 * the checkout page Esc reports a cancel (keys pressed in the iframe never reach the opener).
 */
export const SANDBOX_RESULT_JS = `(function () {
  'use strict';
  if (window.parent === window) return;
  var el = document.querySelector('[data-status]');
  var input = document.querySelector('input[name="parent"]');
  var parentOrigin = el ? el.getAttribute('data-parent') : input && input.value;
  if (!parentOrigin) return;
  var post = function (status) { window.parent.postMessage({ type: 'donor-sandbox', status: status }, parentOrigin); };
  if (el) post(el.getAttribute('data-status'));
  else document.addEventListener('keydown', function (e) { if (e.key === 'Escape') post('cancel'); });
})();
`;

export const SANDBOX_CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2129;background:#f4f5f7}
main{max-width:440px;margin:0 auto;padding:24px;background:#fff;min-height:100vh}h1{font-size:22px;margin:0 0 12px}
.note{padding:8px 12px;border-radius:8px;background:#fff4d6;color:#5c4400;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#545b66}dd{margin:0;font-weight:600;min-width:0;overflow-wrap:anywhere}
form{margin:0 0 10px}button,.link{display:block;width:100%;min-height:48px;padding:12px;border:2px solid #b3121f;border-radius:10px;font:600 16px system-ui,sans-serif;cursor:pointer;text-align:center;text-decoration:none}
.ok{background:#b3121f;color:#fff}.fail{background:#fff;color:#b3121f}.cancel{background:#fff;color:#1d2129;border-color:#8a919c}.link{background:#b3121f;color:#fff}
:focus-visible{outline:3px solid #1558b0;outline-offset:2px}`;
