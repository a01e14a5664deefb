// The donation form's reactions and payment (spec §4 guard and success, §7 donor list, pay flows).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { fillContacts, setup } from './donation.test-setup.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => { vi.useRealTimers(); cleanStores(); });

describe('donor list (spec §7, §9)', () => {
  it('is asked 500 ms after the amount or type changes, with kind RECURRING / ONETIME', async () => {
    const { form, gets } = setup();
    keepMount(form.$donors);
    await vi.advanceTimersByTimeAsync(499);
    expect(gets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(gets.at(-1)).toEqual({ url: '/api/donaters-this-month/', query: { amount: 500, payment_type: 'RECURRING', kind: 'RECURRING', page_size: 5 } });
    form.setType('once');
    form.choosePreset(1000);
    await vi.advanceTimersByTimeAsync(500);
    await allTasks();
    expect(gets).toHaveLength(2);
    expect(gets.at(-1)!.query).toMatchObject({ amount: 1000, kind: 'ONETIME' });
    expect(form.$donors.get()).toMatchObject({ count: 2, loading: false });
  });
});

describe('pay (spec §4, §7)', () => {
  it('monthly opens the card widget in charge mode with recurrence Month/1, then success + goal', async () => {
    const { form, widgetCalls, goal, posts } = setup();
    fillContacts(form);
    form.next();
    await form.pay();
    expect(posts[0]!.url).toBe('/api/sandbox/process-payment/');
    expect(widgetCalls[0]!.options).toMatchObject({
      publicId: 'pk_test', amount: 500, currency: 'RUB', accountId: 'maria@example.com', email: 'maria@example.com', skin: 'mini', invoiceId: 'o2',
      data: { utm_campaign: 'widjet', utm_source: 'how', donater_status: 'not_anonym', payment_display_status: 'visible', CloudPayments: { recurrent: { interval: 'Month', period: 1 } } },
    });
    expect(goal).toHaveBeenCalledWith('donate_recurrent', { order_price: 500, currency: 'RUB' });
    expect(form.$success.get()).toBe(true);
    expect(form.$paidType.get()).toBe('monthly'); // the monthly thank-you text
    expect(form.$step.get()).toBe(1);
    expect(form.$donationDraft.get()).toMatchObject({ offer_agree: false, personal_agree: false, comment: '', simple_sum: 500 });
    form.again();
    expect(form.$success.get()).toBe(false);
  });
  it('a widget failure clears the success flag and allows another try', async () => {
    const { form } = setup({ widget: 'fail' });
    fillContacts(form);
    form.next();
    await form.pay();
    expect(form.$success.get()).toBe(false);
    expect(form.$paying.get()).toBe(false);
    expect(form.$payFailed.get()).toBe(true);
  });
  it('closing the card widget (its «Закрыть» or Esc) is a cancel: no failure message, another try allowed', async () => {
    const { form } = setup({ widget: 'cancel' });
    fillContacts(form);
    form.next();
    await form.pay();
    expect(form.$success.get()).toBe(false);
    expect(form.$paying.get()).toBe(false);
    expect(form.$payFailed.get()).toBe(false);
    expect(form.$step.get()).toBe(2);
  });
  it('once asks a payment link (bank_card for card, redirect with operation=success) and goes there', async () => {
    const { form, posts, navigate } = setup();
    form.setType('once');
    fillContacts(form);
    form.next();
    await form.pay();
    expect(posts[0]!.body).toMatchObject({ payment_method: 'bank_card', redirect_url: 'https://donor.test/how/?operation=success', amount: 500, payment_type: 'once' });
    expect(navigate).toHaveBeenCalledWith('https://pay.test/checkout/o1');
  });
  it('the double-submission guard is set while the link is requested and never cleared', async () => {
    const { form, posts } = setup({ linkFails: true });
    form.setType('once');
    fillContacts(form);
    form.next();
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = form.pay();
    void form.pay();
    await first;
    expect(posts).toHaveLength(1);
    expect(form.$paying.get()).toBe(true);
    await form.pay();
    expect(posts).toHaveLength(1);
    expect(err).toHaveBeenCalled(); // spec §8: a link failure is logged only
    err.mockRestore();
  });
  it('the hide options become metadata anonym / hidden', async () => {
    const { form, widgetCalls } = setup();
    fillContacts(form);
    form.setHide('payment_display_status', true);
    form.next();
    await form.pay();
    expect(widgetCalls[0]!.options.data).toMatchObject({ payment_display_status: 'hidden', donater_status: 'not_anonym' });
  });
});
