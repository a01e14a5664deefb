// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { BloodNeeds } from '@donor/shared/contract/common';
import type { MapPoint } from '@donor/shared/contract/stations';
import { popupOf } from './map-popup.ts';

const needs = { o_plus: 'need', o_minus: 'enough', a_plus: 'need', a_minus: 'unknown', b_plus: 'unknown', b_minus: 'unknown', ab_plus: 'unknown', ab_minus: 'unknown', kell: 'unknown' } as BloodNeeds;
const point: MapPoint = { id: 7, slug: 'moscow-7', title: '<b>ОПК</b> №7', address: 'г. Москва, ул. Поликарпова, д. 14', lat: 55.7761, lng: 37.5213, open_now: true, blood_needs: needs };

describe('map popup', () => {
  it('shows title and address as text, open now, the need and the two links', () => {
    const box = popupOf(point, null);
    expect(box.querySelector('.st-popup__title')!.textContent).toBe('<b>ОПК</b> №7');
    expect(box.querySelector('b')).toBeNull();
    expect(box.textContent).toContain('г. Москва, ул. Поликарпова, д. 14');
    expect(box.querySelector('.st-popup__open')!.textContent).toBe('Открыто');
    expect(box.querySelector('.st-popup__need')!.textContent).toBe('Нужны 2 группы крови');
    const route = box.querySelector<HTMLAnchorElement>('.st-popup__route')!;
    expect(route.textContent).toBe('Маршрут');
    expect(route.getAttribute('href')).toBe('https://yandex.ru/maps/?rtext=~55.7761,37.5213&rtt=auto');
    expect(route.target).toBe('_blank');
    expect(route.rel).toBe('noopener');
    expect(box.querySelector('.st-popup__page')!.getAttribute('href')).toMatch(/^\/bloodstations\/moscow-7\/?$/);
  });

  it('says closed, and the need for the donor’s own group when known', () => {
    const box = popupOf({ ...point, open_now: false }, 'o_minus');
    expect(box.querySelector('.st-popup__closed')!.textContent).toBe('Закрыто');
    expect(box.querySelector('.st-popup__need')!.textContent).toBe('Вашей группы достаточно');
    expect(popupOf(point, 'o_plus').querySelector('.st-popup__need')!.textContent).toBe('Ваша группа нужна');
  });
});
