// Test set-up shared by the donation store tests: a form with fake deps that record calls.
import { vi } from 'vitest';
import { pathOf } from '@donor/shared/endpoint';
import { getPaymentsConfig, listDonatersThisMonth, processPayment } from '@donor/shared/endpoints/donate';
import { createDonationForm, type DonationDeps, type DonorUser } from './donation.store.ts';
import type { CardWidgetOptions } from './donation.payment.ts';

export const PAGE = 'https://donor.test/how/';

export function setup(over: Partial<DonationDeps> & { href?: string; widget?: 'success' | 'fail' | 'cancel'; linkFails?: boolean } = {}) {
  const mem = new Map<string, string>();
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  const gets: { url: string; query: Record<string, string | number> }[] = [];
  const widgetCalls: { script: string; options: CardWidgetOptions }[] = [];
  const navigate = vi.fn();
  const replaceUrl = vi.fn();
  const goal = vi.fn();
  const href = over.href ?? PAGE;
  const deps: DonationDeps = {
    // Each named call is recorded with the path it stands for, as the section's api client sends it.
    http: {
      paymentsConfig: async () => {
        gets.push({ url: pathOf(getPaymentsConfig), query: {} });
        return { link: 'sandbox', widget: 'sandbox' };
      },
      donatersThisMonth: async (query) => {
        gets.push({ url: pathOf(listDonatersThisMonth), query: query as Record<string, string | number> });
        return { count: 2, results: [{ id: 1, name: 'Анна', amount: 500 }] };
      },
      processPayment: async (provider, body) => {
        const url = pathOf(processPayment, { provider });
        posts.push({ url, body: body as unknown as Record<string, unknown> });
        if (over.linkFails) throw new Error('network');
        return (body as { payment_type: string }).payment_type === 'once'
          ? { order_id: 'o1', url: 'https://pay.test/checkout/o1' }
          : { order_id: 'o2', widget: { script: 'https://donor.test/api/sandbox/widget.js', public_id: 'pk_test', invoice_id: 'o2' } };
      },
    },
    location: { href, pathname: new URL(href).pathname, hostname: 'donor.test' },
    navigate,
    replaceUrl,
    goal,
    utm: { source: 'how', medium: 'site' },
    openCardWidget: async (script, options) => {
      widgetCalls.push({ script, options });
      return over.widget ?? 'success';
    },
    storage: { getItem: (k) => mem.get(k) ?? null, setItem: (k, v) => void mem.set(k, v), removeItem: (k) => void mem.delete(k) },
    ...over,
  };
  const form = createDonationForm(deps);
  form.start();
  return { form, mem, posts, gets, widgetCalls, navigate, replaceUrl, goal, deps };
}

export function fillContacts(form: ReturnType<typeof setup>['form']) {
  form.setText('firstname', 'Мария');
  form.setText('email', 'maria@example.com');
  form.setAgree('offer_agree', true);
  form.setAgree('personal_agree', true);
}

export const user = (count: number): DonorUser => ({ id: 7, first_name: 'Иван', last_name: 'Петров', email: 'ivan@example.com', donation_agg: { count } });

