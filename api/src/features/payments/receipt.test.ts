// The donation's thank-you letter is a receipt: its number (the recorded payment), date (Moscow
// time) and amount in the ru money format («1 000 ₽»), besides the thanks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, payments } from '../../schema.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { RECEIPT, formatReceiptDate } from './service.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(() => t.handle.close());

const NB = /\u00a0/g;

describe('donation receipt', () => {
  it('says the date in Moscow time the ru way', () => {
    expect(formatReceiptDate(new Date('2026-12-05T11:05:00Z'))).toBe('5 декабря 2026, 14:05 (мск)');
    const body = RECEIPT.body({ number: 42, at: new Date('2026-12-05T11:05:00Z'), amount: 1000, monthly: true, cancelUrl: null }).replace(NB, ' ');
    expect(body).toContain('Квитанция № 42\nДата: 5 декабря 2026, 14:05 (мск)\nСумма: 1 000 ₽');
    expect(body).toContain('ежемесячное пожертвование');
  });

  it('the letter of a paid donation carries its number, date and amount', async () => {
    const email = 'receipt@example.com';
    t.clock.now = new Date('2026-12-05T11:05:00Z');
    const res = await t.call('POST', '/api/sandbox/process-payment/', {
      body: {
        payment_type: 'once', amount: 1000, payment_method: 'bank_card', email, redirect_url: 'http://localhost/donate/?operation=success',
        metadata: { email, firstName: 'Ольга', lastName: '', payment_display_status: 'visible', donater_status: 'not_anonym', utm_campaign: 'widjet' },
      },
    });
    expect(res.status).toBe(201);
    const { order_id } = (await res.json()) as { order_id: string };
    await t.call('POST', `/api/sandbox/checkout/${order_id}/succeed/`, { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const [paid] = await t.handle.db.select().from(payments).where(eq(payments.orderId, order_id));
    const [mail] = await t.handle.db.select().from(outbox).where(eq(outbox.target, email));
    expect(mail!.subject).toBe(RECEIPT.subject);
    const body = mail!.body.replace(NB, ' ');
    expect(body).toContain(`Квитанция № ${paid!.id}`);
    expect(body).toContain('Дата: 5 декабря 2026, 14:05 (мск)');
    expect(body).toContain('Сумма: 1 000 ₽');
  });
});
