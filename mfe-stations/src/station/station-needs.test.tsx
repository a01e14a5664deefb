// @vitest-environment happy-dom
// Requests for donors where donors look (spec §7 GET /api/address_needs/?blood_station=; the
// organization's address_needs): the station page lists its active requests and both pages link
// each one to its /recipient/{id} page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks } from 'nanostores';
import { act } from 'react';
import { stationKey } from '@donor/shared/first-screen';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { render } from '@donor/shared/testing/render';
import { createTestSectionProps, type TestSectionOptions } from '@donor/shared/testing/section-props';
import { StationsRoot } from '../app/stations-root.tsx';

const station = {
  id: 1, slug: 'moscow-1', title: 'Станция на Поликарпова', address: 'ул. Поликарпова, 14', closed: false, open_now: true, has_events: false,
  blood_needs: {}, donation_types: [], how_to_get: '', hours: [], working_hours: 'пн–пт', phone: null, email: null, site: null, favorite_id: null,
};
const list = <T,>(results: T[]) => ({ count: results.length, num_pages: 1, next: null, previous: null, results });
const need = {
  id: 5, status: 'search_in_progress', title: 'Анна С.', requested_blood_type: ['o_plus', 'o_minus'], last_date: '2026-12-06',
  required_donors_count: 10, joined_count: 2, blood_station: { id: 1, slug: 'moscow-1', title: 'Станция на Поликарпова', address: '', lat: 0, lng: 0 },
};

async function open(path: string, options: TestSectionOptions) {
  window.history.replaceState(null, '', path);
  const { props, calls } = createTestSectionProps(options);
  const view = await render(<SectionProvider value={props}><StationsRoot /></SectionProvider>);
  // the blocks ask once the station (its id) is known
  await act(async () => { await allTasks(); await new Promise((r) => setTimeout(r, 0)); await allTasks(); });
  return { ...view, calls };
}

describe('requests for donors on the station and organization pages', () => {
  let view: Awaited<ReturnType<typeof open>> | null = null;
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(async () => {
    await view?.unmount();
    view = null;
    vi.restoreAllMocks();
  });

  it('the station page lists its active requests from GET /api/address_needs/?blood_station=<id>', async () => {
    view = await open('/bloodstations/moscow-1/', {
      primed: { [stationKey('moscow-1')]: station },
      routes: { '/api/address_needs/?blood_station=1': list([need]) },
    });
    expect(view.calls.requests.map((c) => c.url)).toContain('/api/address_needs/?blood_station=1');
    const block = view.container.querySelector('section[aria-labelledby="st-needs"]');
    expect(block?.querySelector('h2')?.textContent).toBe('Ищут доноров для пациентов');
    const link = block?.querySelector('a');
    expect([link?.textContent, link?.getAttribute('href')]).toEqual(['Анна С.', '/recipient/5']);
    expect(block?.textContent).toContain('O(I) Rh+, O(I) Rh−');
    expect(block?.textContent).toContain('Записались: 2 из 10');
  });

  it('says so when nobody at the station is looking for donors', async () => {
    view = await open('/bloodstations/moscow-1/', {
      primed: { [stationKey('moscow-1')]: station },
      routes: { '/api/address_needs/?blood_station=1': list([]) },
    });
    expect(view.container.querySelector('section[aria-labelledby="st-needs"]')?.textContent).toContain('Сейчас на этой станции никто не ищет доноров.');
  });

  it('the organization page links each need to its recipient page', async () => {
    const orgNeed = { id: 9, title: 'Запрос организации', blood_class: 'blood', requested_blood_types: ['a_plus'], required_donors_count: 3, status: 'search_in_progress', last_date: '2026-12-01', blood_station: null };
    view = await open('/organizations/4/', {
      routes: {
        '/api/organizations/4/': { id: 4, name: 'Доноры завода', city: null, members_count: 3, user_status: null },
        '/api/organizations/4/events/': { actual: [], past: [] },
        '/api/organizations/4/address_needs/': { actual: [orgNeed], past: [] },
      },
    });
    const link = view.container.querySelector('section[aria-labelledby="org-nd-a"] a');
    expect([link?.textContent, link?.getAttribute('href')]).toEqual(['Запрос организации', '/recipient/9']);
  });
});
