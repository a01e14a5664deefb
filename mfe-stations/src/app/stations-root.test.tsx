// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stationKey } from '@donor/shared/first-screen';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { click, render } from '@donor/shared/testing/render';
import { createTestSectionProps, fakeUser, jsonResponse, type TestSectionOptions } from '@donor/shared/testing/section-props';
import { makeEvent } from '../events/event-fixtures.ts';
import { StationsRoot } from './stations-root.tsx';

const station = {
  id: 1, slug: 'moscow-1', title: 'Станция на Поликарпова', address: 'ул. Поликарпова, 14', closed: false, open_now: true, has_events: false,
  blood_needs: {}, donation_types: [], how_to_get: '', hours: [], working_hours: 'пн–пт', phone: null, email: null, site: null, favorite_id: null,
};

async function open(path: string, options: TestSectionOptions = {}) {
  window.history.replaceState(null, '', path);
  const { props, calls } = createTestSectionProps(options);
  const view = await render(<SectionProvider value={props}><StationsRoot /></SectionProvider>);
  return { ...view, calls };
}

describe('stations section pages', () => {
  let view: Awaited<ReturnType<typeof open>> | null = null;
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(async () => {
    await view?.unmount();
    view = null;
    vi.restoreAllMocks();
  });

  it('a station page starts from the answer the host embedded and toggles the favourite', async () => {
    view = await open('/bloodstations/moscow-1/', {
      user: fakeUser(),
      primed: { [stationKey('moscow-1')]: station },
      routes: { 'POST /api/favorite_blood_stations/': { id: 42, blood_station: 1 } },
    });
    const { container, calls } = view;
    expect(container.querySelector('h1')?.textContent).toBe('Станция на Поликарпова');
    expect(calls.titles.at(-1)).toBe('Станция на Поликарпова');
    const star = container.querySelector('button[aria-pressed]');
    expect(star?.getAttribute('aria-pressed')).toBe('false');
    await click(star);
    await vi.waitFor(() => expect(container.querySelector('button[aria-pressed]')?.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.requests.map((c) => c.url)).not.toContain('/api/blood_stations/moscow-1/');
  });

  it('an unknown station says so, with a link back to the list', async () => {
    view = await open('/bloodstations/nope/');
    await vi.waitFor(() => expect(view!.container.textContent).toContain('Такой станции нет'));
    expect(view.container.querySelector('a[href="/bloodstations/"]')).not.toBeNull();
  });

  it.each(['/events/abc/', '/events/999/'])('%s goes to /404/ (spec §8)', async (path) => {
    view = await open(path);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/404/'));
  });

  it('an event page shows the event and its slots', async () => {
    const event = makeEvent({ start_date: '2099-01-01T09:00:00Z', end_date: '2099-01-02T18:00:00Z', time_slots: [] });
    view = await open('/events/7/', { routes: { '/api/events/7/': event } });
    await vi.waitFor(() => expect(view!.container.querySelector('h1')?.textContent).toBe('День донора'));
    expect(view.container.textContent).toContain('Свободных дат для записи нет.');
  });

  it('an organization page shows the organization even when a block fails', async () => {
    view = await open('/organizations/2/', {
      routes: {
        '/api/organizations/2/': { id: 2, name: 'Волонтёры-доноры Казани', city: null, members_count: 10, user_status: null },
        '/api/organizations/2/events/': { actual: [], past: [] },
        '/api/organizations/2/address_needs/': jsonResponse({ detail: 'x' }, 500),
      },
    });
    await vi.waitFor(() => expect(view!.container.querySelector('h1')?.textContent).toBe('Волонтёры-доноры Казани'));
    await vi.waitFor(() => expect(view!.container.textContent).toContain('Не удалось загрузить этот блок.'));
    expect(view.container.textContent).toContain('Акций нет.');
  });
});
