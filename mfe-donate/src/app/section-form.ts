// The donation form wired to the main site (section page, slot, fundraiser page): the shell's
// api client, sessionStorage drafts, single-spa navigation, utm_source from the path (spec §3
// Payment metadata), the user from $auth (a listener, not an action — STYLE nanostores).
import { useEffect, useMemo } from 'react';
import type { SectionProps } from '@donor/shared/stores/types';
import { getPaymentsConfig, listDonatersThisMonth, processPayment } from '@donor/shared/endpoints/donate';
import { createDonationForm, type DonationForm } from '../form/donation.store.ts';
import { openCardWidget } from '../form/donation.payment.ts';
import { sendGoal, sendProductView } from '@donor/shared/analytics-events';
import { idempotentSender } from '@donor/shared/form/idempotency';

/** spec §3: utm_source derived from the path: '/' → 'main', '/how/' → 'how', '/a/b' → 'a/b'. */
export const sourceFromPath = (path: string) => path.replace(/^\/+|\/+$/g, '') || 'main';

export function useSectionForm(props: Pick<SectionProps, 'api' | 'auth' | 'utm'>, opts: { key: string; collectId?: string }): DonationForm {
  const { api, auth, utm } = props;
  const form = useMemo(
    () => {
      // A payment start carries an Idempotency-Key, the same one when the same payment is started
      // again after no answer (docs/ARCHITECTURE.md §2.5 «Offline»): one payment, not two.
      const sendPayment = idempotentSender();
      return createDonationForm({
        http: {
          paymentsConfig: () => api.request(getPaymentsConfig),
          processPayment: (provider, body) =>
            sendPayment({ provider, body }, (headers) => api.request(processPayment, { params: { provider }, body, headers })),
          donatersThisMonth: (query) => api.request(listDonatersThisMonth, { query }),
        },
        location: window.location,
        navigate: (url) => window.location.assign(url),
        replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
        openCardWidget,
        get utm() {
          const saved = utm.$utm.get();
          return { source: sourceFromPath(window.location.pathname), medium: saved.utm_medium ?? 'site' };
        },
        ...(opts.collectId ? { collectId: opts.collectId } : {}),
        storage: window.sessionStorage,
        storageKey: opts.key,
        // Counters listen for this on window (spec §7 goals donate_recurrent / donate_once).
        goal: (name, params) => sendGoal(name, params),
      });
    },
    [api, utm, opts.key, opts.collectId],
  );
  useEffect(() => auth.$auth.subscribe((s) => form.setUser(s.user)), [auth, form]);
  // The reactions (return from payment, draft saving, donor list) start once the form is on
  // the page, never during a render React may discard (donation.store.ts start()).
  useEffect(() => form.start(), [form]);
  // spec §7: the e-mail tracker's view-product event (sent on leave unless the payment succeeds).
  useEffect(
    () =>
      form.$donationDraft.subscribe((d) => {
        if (d.email.includes('@')) sendProductView({ email: d.email, product: opts.collectId ?? d.payment_type, price: form.$amount.get() || 0 });
      }),
    [form, opts.collectId],
  );
  return form;
}
