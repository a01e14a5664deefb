// The donation contract: rules of spec §4/§5/§9 and the zod-free readers kept in step with the
// zod/mini schemas (the widget uses the readers, the API the schemas).
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MSG, DonorList, PaymentsConfig, ProcessPaymentBody, ProcessPaymentResponse, amountError, donationProblems, emailError,
  linkMethodOf, methodsFor, readDonorList, readPaymentsConfig, readProcessPayment,
} from './donation.ts';

describe('donation rules', () => {
  it('amount ranges are inclusive and whole rubles (spec §5)', () => {
    expect(amountError('monthly', 50)).toBeNull();
    expect(amountError('monthly', 49)).toBe('Минимальная сумма пожертвования — 50 ₽');
    expect(amountError('once', 100)).toBeNull();
    expect(amountError('once', 99)).toBe(AMOUNT_MSG.min('once'));
    expect(amountError('once', 1_000_000)).toBeNull();
    expect(amountError('monthly', 1_000_001)).toBe('Максимальная сумма пожертвования — 1000000 ₽');
    expect(amountError('once', Number.NaN)).toBe(AMOUNT_MSG.min('once'));
    expect(amountError('once', 100.5)).toBe(AMOUNT_MSG.min('once'));
  });
  it('methods: monthly hides sbp, yoo_money, sberbank; card goes to a link as bank_card', () => {
    expect(methodsFor('monthly')).toEqual(['card', 'bank_card', 'tinkoff_bank']);
    expect(methodsFor('once')).toHaveLength(6);
    expect(linkMethodOf('card')).toBe('bank_card');
    expect(linkMethodOf('sbp')).toBe('sbp');
  });
  it('e-mail: simple pattern, no spaces', () => {
    expect(emailError('a@b.ru')).toBeNull();
    expect(emailError('a b@c.ru')).toBe('Введите корректный e-mail');
    expect(emailError(' ')).toBe('Поле не может быть пустым');
  });
  it('the server re-checks a parsed body', () => {
    const body = ProcessPaymentBody.parse({
      payment_type: 'monthly', amount: 10, payment_method: 'sbp', email: 'x', redirect_url: 'javascript:alert(1)',
      metadata: { email: 'x', firstName: ' ', payment_display_status: 'visible', donater_status: 'anonym', comment: 'я'.repeat(257) },
    });
    expect(Object.keys(donationProblems(body)!).sort()).toEqual(['amount', 'comment', 'email', 'firstName', 'payment_method', 'redirect_url']);
  });
});

describe('readers agree with the schemas', () => {
  const samples = {
    donors: { count: 1, results: [{ id: 1, name: 'Анна К.', amount: null }] },
    config: { link: 'sandbox', widget: 'cloudpayments' },
    pay: { order_id: 'o', widget: { script: 'https://x/w.js', public_id: 'pk', invoice_id: 'o' } },
  };
  it('accept what the schemas accept', () => {
    expect(readDonorList(samples.donors)).toEqual(DonorList.parse(samples.donors));
    expect(readPaymentsConfig(samples.config)).toEqual(PaymentsConfig.parse(samples.config));
    expect(readProcessPayment(samples.pay)).toEqual(ProcessPaymentResponse.parse(samples.pay));
    expect(readProcessPayment({ order_id: 'o', url: 'https://pay' })).toEqual({ order_id: 'o', url: 'https://pay' });
  });
  it('reject what the schemas reject', () => {
    for (const bad of [null, [], { count: '1', results: [] }, { count: 1, results: [{ id: 'x' }] }]) {
      expect(() => readDonorList(bad)).toThrow();
      expect(DonorList.safeParse(bad).success).toBe(false);
    }
    expect(() => readPaymentsConfig({ link: 1 })).toThrow();
    expect(() => readProcessPayment({ order_id: 'o', widget: { script: 'x' } })).toThrow();
    expect(ProcessPaymentResponse.safeParse({ order_id: 'o', widget: { script: 'x' } }).success).toBe(false);
  });
});
