// @vitest-environment happy-dom
// /top/ rendered on the section test double: the primed ranking with the donor's own place, the
// badge and chips of the URL's filter, the year toggle and a chip's button as navigations, the
// filter modal loaded on demand and applying its draft into the URL.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { click, render } from '@donor/shared/testing/render';
import { createTestSectionProps, fakeUser, type TestSectionOptions } from '@donor/shared/testing/section-props';
import type { TopItem, UsersTop } from '@donor/shared/contract/top';
import { parseTopSearch, topListKey } from '@donor/shared/top-request';
import { TopRoot } from './top-root.tsx';

const item = (position: number, over: Partial<TopItem> = {}): TopItem => ({
  position, name: `Донор ${position}`, photo: null, city: { id: 1, title: 'Москва' }, reached_at: '2026-01-01',
  counts: { total: 40 - position, blood: 30 - position, plasma: 10, platelets: 0, erythrocytes: 0, granulocytes: 0 }, ...over,
});
const answer = (items: TopItem[], me: UsersTop['user_info'] = null, pages = 1): UsersTop => ({
  items: { count: items.length, num_pages: pages, next: null, previous: null, results: items }, user_info: me,
});
const keyOf = (search: string) => topListKey(parseTopSearch(search));

async function open(path: string, options: TestSectionOptions = {}) {
  window.history.replaceState(null, '', path);
  const { props, calls } = createTestSectionProps(options);
  const view = await render(<SectionProvider value={props}><TopRoot /></SectionProvider>);
  return { ...view, calls };
}

describe('/top/', () => {
  let view: Awaited<ReturnType<typeof open>> | null = null;
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(async () => {
    await view?.unmount();
    view = null;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('starts from the primed ranking: rows, the own place pinned off its page, the badge and chips of the URL', async () => {
    const search = '?by_year=true&city=1&age_start=20&age_end=30&blood_group=a_plus';
    view = await open(`/top/${search}`, {
      user: fakeUser(),
      primed: {
        [keyOf(search)]: answer([item(1, { photo: '/media/p1.jpg' }), item(2)], { ...item(57, { name: 'Анна И.' }), page: 3 }, 4),
        '/api/cities/1/': { id: 1, title: 'Москва', slug: 'moscow' },
      },
    });
    const { container, calls } = view;
    await vi.waitFor(() => expect(container.querySelectorAll('.top-list .top-row')).toHaveLength(2));
    expect(calls.requests.map((r) => r.url)).not.toContain(keyOf(search));
    const first = container.querySelector('.top-list .top-row')!;
    expect(first.textContent).toContain('1 место');
    expect(first.textContent).toContain('39 донаций');
    expect(first.querySelector('img')?.getAttribute('alt')).toBe('User photo');
    expect(container.querySelectorAll('.top-list .top-row')[1]!.querySelector('img')?.getAttribute('alt')).toBe('default User photo');
    const me = container.querySelector('.top-me')!;
    expect(me.textContent).toContain('Анна И.');
    expect(me.textContent).toContain('Это вы');
    expect(me.querySelector('a')?.getAttribute('href')).toBe('/top/?by_year=true&city=1&age_start=20&age_end=30&blood_group=a_plus&page=3');
    const badge = container.querySelector('[data-testid="top-filter-count"]');
    expect(badge?.textContent).toBe('3 выбрано 3 фильтра'); // city, age pair, blood group; not the year
    await vi.waitFor(() => expect(container.querySelector('.top-chips')?.textContent).toContain('Москва'));
    expect(container.querySelector('.top-pager a[aria-current="page"]')?.textContent).toBe('1');
  });

  it('the year toggle and a chip\'s button navigate (push), page back to 1', async () => {
    view = await open('/top/?city=1&gender=male&page=2', { routes: { [keyOf('?city=1&gender=male&page=2')]: answer([item(26)], null, 2) } });
    const { container } = view;
    const year = [...container.querySelectorAll('.top-period button')].find((b) => b.textContent?.startsWith('За 2'));
    const before = window.history.length;
    await click(year);
    expect(window.location.search).toBe('?by_year=true&city=1&gender=male');
    expect(window.history.length).toBe(before + 1);
    await vi.waitFor(() => expect(container.querySelector('button[aria-label="Убрать фильтр «Пол: мужчины»"]')).not.toBeNull());
    await click(container.querySelector('button[aria-label="Убрать фильтр «Пол: мужчины»"]'));
    expect(window.location.search).toBe('?by_year=true&city=1');
  });

  it('the filter modal loads on demand; Apply writes the draft into the URL; an empty ranking suggests removing a filter', async () => {
    view = await open('/top/', { routes: { '/api/users_top/': answer([item(1)]), '/api/users_top/?kell=negative&components=plasma': answer([]) } });
    const { container } = view;
    const open$ = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Фильтры')!;
    await click(open$);
    const dialog = await vi.waitFor(() => {
      const d = document.querySelector('[role="dialog"]');
      expect(d).not.toBeNull();
      return d!;
    });
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    const byLabel = (text: string) => [...dialog.querySelectorAll('label')].find((l) => l.textContent === text)!.querySelector('input')!;
    await act(async () => { byLabel('Kell− (отрицательный)').click(); });
    await act(async () => { byLabel('Плазма').click(); });
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Выбрано 2 фильтра');
    await act(async () => { (dialog.querySelector('button[type="submit"]') as HTMLButtonElement).click(); });
    expect(window.location.search).toBe('?kell=negative&components=plasma');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await vi.waitFor(() => expect(container.textContent).toContain('Под эти фильтры не подходит ни один донор'));
    expect(container.textContent).toContain('Уберите один из фильтров');
    expect(container.querySelector('.ui-state button[aria-label="Убрать фильтр «Плазма»"]')).not.toBeNull();
  });

  it('opens on the visitor\'s city and says so; «Вся Россия» switches to the whole country (city=0)', async () => {
    const moscow = { id: 1, flag: 'Moscow' as const, name: 'Москва', searchRegion: null };
    view = await open('/top/', { city: moscow, primed: { [topListKey(parseTopSearch(''), 1)]: answer([item(1)]) }, routes: { '/api/users_top/': answer([item(1), item(2)]) } });
    const { container, calls } = view;
    expect(container.querySelector('[data-testid="top-area"]')?.textContent).toBe('Рейтинг: Москва');
    const group = container.querySelector('[role="group"][aria-label="Где считать рейтинг"]')!;
    const [mine, all] = [...group.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    expect([mine.textContent, mine.getAttribute('aria-pressed'), all.textContent, all.getAttribute('aria-pressed')]).toEqual(['Москва', 'true', 'Вся Россия', 'false']);
    expect(calls.requests.filter((r) => r.url.startsWith('/api/users_top/'))).toEqual([]); // the primed answer
    expect(container.querySelector('[data-testid="top-filter-count"]')).toBeNull(); // the area is not a filter

    await click(all);
    expect(window.location.search).toBe('?city=0');
    await vi.waitFor(() => expect(container.querySelectorAll('.top-list > li').length).toBe(2));
    expect(container.querySelector('[data-testid="top-area"]')?.textContent).toBe('Рейтинг: вся Россия');
    expect(all.getAttribute('aria-pressed')).toBe('true');

    // A filter applied keeps «Вся Россия»; Reset returns to the city and closes the modal.
    await click([...container.querySelectorAll('.top-period button')].find((b) => b.textContent?.startsWith('За 2')));
    expect(window.location.search).toBe('?by_year=true&city=0');
    await click([...container.querySelectorAll('button')].find((b) => b.textContent === 'Фильтры'));
    const dialog = await vi.waitFor(() => document.querySelector('[role="dialog"]')!);
    await click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Сбросить'));
    expect(window.location.search).toBe('');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(container.querySelector('[data-testid="top-area"]')?.textContent).toBe('Рейтинг: Москва');
  });
});
