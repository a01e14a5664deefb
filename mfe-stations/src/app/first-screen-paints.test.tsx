import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hasControl } from '@donor/shared/section-first-paint';
import { parseFilters, stationListKey } from '@donor/shared/stations-request';
import type { ByLocationList, StationListItem } from '@donor/shared/contract/stations';
import type { List } from '@donor/shared/contract/common';
import { FIRST_SCREEN_PAINTS } from './first-screen-paints.tsx';

const KAZAN = 23;
const LONG_TITLE = 'Республиканский центр крови Министерства здравоохранения Республики Татарстан';

const station = (id: number, over: Partial<StationListItem> = {}): StationListItem => ({
  id, slug: `kazan-${id}`, title: `Станция ${id}`, address: `ул. Оренбургский тракт, ${id}`, city: { id: KAZAN, title: 'Казань' },
  lat: 55.75, lng: 49.18, phone: null, site: null, working_hours: 'пн–пт 8:00–13:00', closed: false,
  blood_needs: { o_plus: 'need', o_minus: 'enough', a_plus: 'need', a_minus: 'unknown', b_plus: 'unknown', b_minus: 'enough', ab_plus: 'unknown', ab_minus: 'unknown', kell: 'unknown' },
  needs_updated_at: '2025-11-20T09:00:00Z', booking_url: null, open_now: true, has_events: false, distance_km: null, state: 'open',
  ...over,
});

const listPage = (results: StationListItem[], count = results.length): List<StationListItem> => ({
  count, num_pages: Math.ceil(count / 25), next: null, previous: null, results, has_user_city: false,
});

const Paint = FIRST_SCREEN_PAINTS.stations;
/** As the host calls it: the one key FIRST_SCREEN declares for the route, with its answer. */
function paint(answer: unknown, search = ''): string {
  const answers = answer === undefined ? {} : { [stationListKey(parseFilters(search), KAZAN)]: answer };
  return renderToStaticMarkup(createElement(Paint, { answers, params: {}, search }));
}

describe('the /bloodstations/ first screen with its data', () => {
  const page = listPage([station(1, { title: LONG_TITLE, has_events: true }), station(2), station(3), station(4), station(5)], 31);

  it('draws the frame, the count and the first stations as the live list does', () => {
    const html = paint(page);
    expect(html).toContain('<h1 id="st-title">Где сдать кровь</h1>');
    expect(html).toContain('<p class="st-count" role="status">Найдена 31 станция</p>');
    expect(html).toContain(`<h2 class="st-item__title" id="st-1"><a href="/bloodstations/kazan-1/">${LONG_TITLE}</a></h2>`);
    // The first screens of a phone and a desktop, not the whole page of 25.
    expect(html.match(/<li class="st-item">/g)).toHaveLength(3);
    expect(html).not.toContain('Станция 4');
    // The controls' places, in the live page's order: toolbar, filters column, group, list.
    const order = ['st-toolbar-space', 'st-layout', 'st-filters-space', 'st-list', 'st-mygroup-space', 'st-count', 'st-items'].map((c) => html.indexOf(`class="${c}"`));
    expect(order.every((at, i) => at > (order[i - 1] ?? -1))).toBe(true);
    expect(hasControl(html)).toBe(false);
  });

  it('escapes a name: text, never markup', () => {
    const html = paint(listPage([station(1, { title: '<script>alert(1)</script>', address: '"><img src=x onerror=alert(1)>' })]));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('is null without a list to draw: no answer, a malformed one, an empty list', () => {
    expect(paint(undefined)).toBe('');
    expect(paint({ detail: 'Не найдено' })).toBe('');
    expect(paint({ ...page, results: [{ id: 'x', title: 42 }] })).toBe('');
    expect(paint(listPage([]))).toBe('');
  });

  it('is null for views the live page draws otherwise: the phone map, a «near me» list of another city', () => {
    expect(paint(page, '?view=map')).toBe('');
    const switched: ByLocationList = { ...listPage([station(1, { distance_km: 812.5 })]), switched_city: { id: 1, title: 'Москва' } };
    expect(paint(switched, '?near=55.7500,37.6200')).toBe('');
    expect(paint({ ...switched, switched_city: null }, '?near=55.7500,37.6200')).toContain('812,5 км от вас');
  });
});
