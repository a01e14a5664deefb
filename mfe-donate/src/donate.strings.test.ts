// The texts that say who is asking and what is charged (PARTNERS.md, spec §2 'Пожертвовать
// {sum} ₽'): money through Intl for ru, the monthly period on the buttons, the widget heading,
// the two thank-you texts, and the card widget's cancel reasons.
import { describe, expect, it } from 'vitest';
import { pathTo } from '@donor/shared/routes';
import { DEFAULT_PUBLIC_CONFIG } from '@donor/shared/site-defaults';
import { S, rub } from './donate.strings.ts';
import { outcomeOfFail } from './form/donation.payment.ts';
import { OFFER_PATH, STATIONS_PATH, widgetOptions } from './widget/widget-options.ts';

const NB = '\u00a0'; // Intl's ru money format: no-break space before ₽ and in thousands

describe('donation texts', () => {
  it('formats money the ru way', () => {
    expect(rub(500)).toBe(`500${NB}₽`);
    expect(rub(1000).replace(/\s/g, ' ')).toBe('1 000 ₽');
  });
  it('the monthly buttons say the period, the one-time ones do not', () => {
    expect(S.donate(rub(500), true).replace(/\s/g, ' ')).toBe('Пожертвовать 500 ₽ в месяц');
    expect(S.donate(rub(500), false).replace(/\s/g, ' ')).toBe('Пожертвовать 500 ₽');
    expect(S.donate(rub(1000), true).replace(/\s/g, ' ')).toBe('Пожертвовать 1 000 ₽ в месяц');
    expect(S.pay(rub(300), true).replace(/\s/g, ' ')).toBe('Оплатить 300 ₽ в месяц');
    expect(S.pay(rub(300), false).replace(/\s/g, ' ')).toBe('Оплатить 300 ₽');
  });
  it('the widget heading names the product, then the campaign or what the money is for', () => {
    const name = DEFAULT_PUBLIC_CONFIG.productName;
    expect(S.widgetTitle(name, '')).toBe('Донор Рядом: поддержать развитие донорства');
    expect(S.widgetTitle(name, 'Весенний марафон фонда «Партнёр»')).toBe('Донор Рядом: Весенний марафон фонда «Партнёр»');
    expect(S.widgetTitle('Кровь в Казани', '')).toMatch(/^Кровь в Казани: /);
  });
  it('once and monthly have their own thank-you texts', () => {
    expect(S.thanksText(true)).toMatch(/Ежемесячное пожертвование оформлено/);
    expect(S.thanksText(false)).toMatch(/Разовое пожертвование получено/);
    expect(S.thanksText(true)).not.toBe(S.thanksText(false));
  });
  it('the cabinet is promised only to a signed-in donor (a partner site visitor may have no account)', () => {
    expect(S.thanksText(true)).not.toMatch(/кабинет/);
    expect(S.thanksText(true, true)).toMatch(/по ссылке из письма или в личном кабинете\.$/);
    expect(S.thanksText(false, true)).not.toMatch(/кабинет/);
  });
  it('monthly wording says every month, not «в этом месяце»; after a success the button is «Пожертвовать еще» as spec §2 words it', () => {
    expect(S.donorsCount(3, rub(500), true).replace(/\s/g, ' ')).toBe('3 человека ежемесячно жертвуют 500 ₽');
    expect(S.donorsCount(5, rub(500), false).replace(/\s/g, ' ')).toBe('5 человек пожертвовали 500 ₽ в этом месяце');
    expect(S.donorsNone(true)).toBe('Станьте первым, кто поддержит проект этой суммой каждый месяц');
    expect(S.donorsNone(false)).toMatch(/в этом месяце$/);
    expect(S.again).toBe('Пожертвовать еще');
  });
});

describe('card widget outcome', () => {
  it('a closed window is a cancel, anything else a failure', () => {
    expect(outcomeOfFail('User has cancelled')).toBe('cancel');
    expect(outcomeOfFail('cancel')).toBe('cancel');
    expect(outcomeOfFail('fail')).toBe('fail');
    expect(outcomeOfFail(undefined)).toBe('fail');
  });
});

describe('widget options (PARTNERS.md «Атрибуты»)', () => {
  it('the element wins over the script tag; compact only for data-size="compact"', () => {
    expect(widgetOptions({})).toEqual({ campaign: '', campaignTitle: '', compact: false });
    expect(widgetOptions({ campaign: 'spring' }, { size: 'compact', campaignTitle: ' Весна ' })).toEqual({ campaign: 'spring', campaignTitle: 'Весна', compact: true });
    expect(widgetOptions({ size: 'full' }, { size: 'compact' }).compact).toBe(false);
  });
  it("our site's paths in the widget are the route table's", () => {
    expect(STATIONS_PATH).toBe(pathTo('stations'));
    expect(OFFER_PATH).toBe(pathTo('offer'));
  });
});
