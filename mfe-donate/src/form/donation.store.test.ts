// One test per rule of spec §4 and §5 for the donation form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { createDonationForm } from './donation.store.ts';
import { PAGE, fillContacts, setup, user } from './donation.test-setup.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => { vi.useRealTimers(); cleanStores(); });

describe('defaults (spec §3, §9)', () => {
  it('starts monthly with preset 500 on step 1, methods starting with card', () => {
    const { form } = setup();
    expect(form.$donationDraft.get()).toMatchObject({ payment_type: 'monthly', simple_sum: 500, sum: '', payment_service: 'card', offer_agree: false });
    expect(form.$amount.get()).toBe(500);
    expect(form.$step.get()).toBe(1);
  });
});

describe('amount (spec §4, §5)', () => {
  it('choosing a preset clears the custom sum', () => {
    const { form } = setup();
    form.setCustomSum('777');
    form.choosePreset(1000);
    expect(form.$donationDraft.get()).toMatchObject({ sum: '', simple_sum: 1000 });
    expect(form.$amount.get()).toBe(1000);
  });
  it('typing a custom sum clears the preset', () => {
    const { form } = setup();
    form.setCustomSum('750');
    expect(form.$donationDraft.get()).toMatchObject({ sum: '750', simple_sum: null });
    expect(form.$amount.get()).toBe(750);
  });
  it('an empty custom input falls back to preset 500', () => {
    const { form } = setup();
    form.choosePreset(3000);
    form.setCustomSum('12');
    form.setCustomSum('');
    expect(form.$donationDraft.get()).toMatchObject({ sum: '', simple_sum: 500 });
    expect(form.$amount.get()).toBe(500);
  });
  it('custom sum keeps digits only, at most 9 characters', () => {
    const { form } = setup();
    form.setCustomSum('1 2a3-4.5e6789012');
    expect(form.$donationDraft.get().sum).toBe('123456789');
  });
  it('monthly: 50 to 1 000 000 inclusive, with the spec messages', () => {
    const { form } = setup();
    form.setCustomSum('49');
    expect(form.$errors.get().sum).toBe('Минимальная сумма пожертвования — 50 ₽');
    form.setCustomSum('50');
    expect(form.$errors.get().sum).toBeUndefined();
    form.setCustomSum('1000000');
    expect(form.$errors.get().sum).toBeUndefined();
    form.setCustomSum('1000001');
    expect(form.$errors.get().sum).toBe('Максимальная сумма пожертвования — 1000000 ₽');
  });
  it('once: 100 to 1 000 000 inclusive; switching type re-validates the typed sum', () => {
    const { form } = setup();
    form.setCustomSum('99');
    expect(form.$errors.get().sum).toBeUndefined(); // 99 is fine monthly
    form.setType('once');
    expect(form.$errors.get().sum).toBe('Минимальная сумма пожертвования — 100 ₽');
    form.setCustomSum('100');
    expect(form.$errors.get().sum).toBeUndefined();
    form.setCustomSum('1000001');
    expect(form.$errors.get().sum).toBe('Максимальная сумма пожертвования — 1000000 ₽');
  });
  it('a preset always counts as valid', () => {
    const { form } = setup();
    for (const type of ['monthly', 'once'] as const) {
      form.setType(type);
      for (const p of [300, 500, 1000, 3000]) {
        form.choosePreset(p);
        expect(form.$errors.get().sum).toBeUndefined();
      }
    }
  });
  it('ignores a preset that is not one of the four', () => {
    const { form } = setup();
    form.choosePreset(42);
    expect(form.$donationDraft.get().simple_sum).toBe(500);
  });
});

describe('fields (spec §5)', () => {
  it('each edit re-validates its field: name non-empty, e-mail simple pattern without spaces', () => {
    const { form } = setup();
    form.setText('firstname', '   ');
    expect(form.$errors.get().firstname).toBe('Поле не может быть пустым');
    form.setText('firstname', 'Аня');
    expect(form.$errors.get().firstname).toBeUndefined();
    form.setText('email', 'a b@c.ru');
    expect(form.$errors.get().email).toBe('Введите корректный e-mail');
    form.setText('email', 'ab@c');
    expect(form.$errors.get().email).toBe('Введите корректный e-mail');
    form.setText('email', 'ab@c.ru');
    expect(form.$errors.get().email).toBeUndefined();
  });
  it('surname is optional', () => {
    const { form } = setup();
    fillContacts(form);
    form.setText('lastname', '');
    expect(form.next()).toBe(true);
  });
  it('comment is cut at 256 characters', () => {
    const { form } = setup();
    form.setText('comment', 'я'.repeat(300));
    expect(form.$donationDraft.get().comment).toHaveLength(256);
  });
  it('both agreements are required', () => {
    const { form } = setup();
    form.setText('firstname', 'Мария');
    form.setText('email', 'maria@example.com');
    expect(form.next()).toBe(false);
    expect(form.$errors.get()).toEqual({ offer_agree: 'Необходимо ваше согласие', personal_agree: 'Необходимо ваше согласие' });
    form.setAgree('offer_agree', true);
    expect(form.$errors.get().offer_agree).toBeUndefined();
  });
  it('the two hide checkboxes are mutually exclusive', () => {
    const { form } = setup();
    form.setHide('donater_status', true);
    form.setHide('payment_display_status', true);
    expect(form.$donationDraft.get()).toMatchObject({ donater_status: false, payment_display_status: true });
    form.setHide('donater_status', true);
    expect(form.$donationDraft.get()).toMatchObject({ donater_status: true, payment_display_status: false });
  });
});

describe('steps (spec §4)', () => {
  it('goes to step 2 only with a valid amount and contacts; failing fields get errors', () => {
    const { form } = setup();
    form.setCustomSum('10');
    expect(form.next()).toBe(false);
    expect(Object.keys(form.$errors.get()).sort()).toEqual(['email', 'firstname', 'offer_agree', 'personal_agree', 'sum']);
    expect(form.$step.get()).toBe(1);
    fillContacts(form);
    form.setCustomSum('');
    expect(form.next()).toBe(true);
    expect(form.$step.get()).toBe(2);
    form.back();
    expect(form.$step.get()).toBe(1);
  });
  it("'once' hides no methods; 'monthly' hides sbp, yoo_money and sberbank", () => {
    const { form } = setup();
    expect(form.$methods.get()).toEqual(['card', 'bank_card', 'tinkoff_bank']);
    form.setType('once');
    expect(form.$methods.get()).toEqual(['card', 'sbp', 'bank_card', 'yoo_money', 'sberbank', 'tinkoff_bank']);
    form.chooseMethod('sbp');
    form.setType('monthly');
    expect(form.$donationDraft.get().payment_service).toBe('card');
    form.chooseMethod('yoo_money');
    expect(form.$donationDraft.get().payment_service).toBe('card');
  });
});

describe('query parameters (spec §4)', () => {
  it('type=recurent forces monthly; sum and email override amount and email', () => {
    const { form } = setup({ href: `${PAGE}?type=recurent&sum=1000&email=q@example.com` });
    expect(form.$donationDraft.get()).toMatchObject({ payment_type: 'monthly', simple_sum: 1000, sum: '', email: 'q@example.com' });
    const other = setup({ href: `${PAGE}?sum=750` }).form;
    expect(other.$donationDraft.get()).toMatchObject({ sum: '750', simple_sum: null });
  });
  it('operation=success shows success, resets the form and removes the parameter', () => {
    const { form, replaceUrl } = setup({ href: `${PAGE}?utm_source=x&operation=success#top` });
    expect(form.$success.get()).toBe(true);
    expect(replaceUrl).toHaveBeenCalledWith('/how/?utm_source=x#top');
    expect(form.$paidType.get()).toBe('once'); // only the one-time flow leaves the page
    expect(form.$donationDraft.get()).toMatchObject({ payment_type: 'monthly', simple_sum: 500 });
  });
});

describe('user prefill (spec §3)', () => {
  it('prefills from the user; names editable without donations', () => {
    const { form } = setup();
    form.setUser(user(0));
    expect(form.$donationDraft.get()).toMatchObject({ firstname: 'Иван', lastname: 'Петров', email: 'ivan@example.com' });
    expect(form.$nameLocked.get()).toBe(false);
    form.setText('firstname', 'Ваня');
    expect(form.$donationDraft.get().firstname).toBe('Ваня');
  });
  it('name and surname are disabled when the donation count is non-zero', () => {
    const { form } = setup();
    form.setText('firstname', 'Кто-то');
    form.setUser(user(3));
    expect(form.$nameLocked.get()).toBe(true);
    expect(form.$donationDraft.get().firstname).toBe('Иван');
    form.setText('firstname', 'Другое');
    expect(form.$donationDraft.get().firstname).toBe('Иван');
  });
});

describe('draft persistence', () => {
  it('the draft survives a reload (sessionStorage), bad saved values are dropped', () => {
    const a = setup();
    a.form.setType('once');
    a.form.setCustomSum('1500');
    a.form.setText('comment', 'На развитие');
    const b = createDonationForm({ ...a.deps });
    expect(b.$donationDraft.get()).toMatchObject({ payment_type: 'once', sum: '1500', simple_sum: null, comment: 'На развитие' });
    a.mem.set('donation-draft', JSON.stringify({ payment_type: 'weekly', sum: 'abc', simple_sum: 7, payment_service: 'cash' }));
    expect(createDonationForm({ ...a.deps }).$donationDraft.get()).toMatchObject({ payment_type: 'monthly', sum: '', simple_sum: 500, payment_service: 'card' });
  });
});


describe('building the form has no side effects (a render React may discard)', () => {
  it('operation=success is consumed by start(), once, not by construction', () => {
    const a = setup({ href: 'https://donor.test/donate/?operation=success&utm_source=x' });
    expect(a.form.$success.get()).toBe(true);
    expect(a.replaceUrl).toHaveBeenCalledTimes(1);
    a.replaceUrl.mockClear();
    const discarded = createDonationForm({ ...a.deps });
    expect(a.replaceUrl).not.toHaveBeenCalled();
    expect(discarded.$success.get()).toBe(false);
    const stop = discarded.start();
    stop();
    discarded.start(); // StrictMode-style start → stop → start: handled once
    expect(a.replaceUrl).toHaveBeenCalledTimes(1);
    expect(discarded.$success.get()).toBe(true);
  });
});
