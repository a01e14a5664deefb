// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../api.ts';
import { createQueryContext } from '../query.ts';
import { createSearchStore } from '../search.store.ts';
import { SearchSelect, type SelectOption } from './search-select.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CITIES: SelectOption[] = [{ value: 1, label: 'Москва' }, { value: 50, label: 'Казань' }, { value: 2, label: 'Мурманск' }];

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.useRealTimers();
});

type Load = (q: string, signal?: AbortSignal) => Promise<SelectOption[]>;

/**
 * A search store over the real api client and query context; the server is `load`, which gets
 * the searched text and the request's signal (the client's timeout gives every request one).
 */
function searchOf(load: Load) {
  const api = createApi({
    baseURL: 'http://donor.test',
    getToken: () => null,
    timeout: 20_000,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
      Response.json(await load(new URL(String(input)).searchParams.get('s') ?? '', init?.signal ?? undefined))) as typeof fetch,
  });
  const query = createQueryContext({ api, retry: false });
  return createSearchStore(query, (text) => `/api/cities/?s=${encodeURIComponent(text)}`, (found: SelectOption[]) => found);
}

async function setup(load = vi.fn<Load>(async (q: string) => CITIES.filter((c) => c.label.toLowerCase().startsWith(q.toLowerCase())))) {
  const onChange = vi.fn();
  const onOuterKey = vi.fn();
  const search = searchOf(load);
  await act(async () => root.render(
    <div onKeyDown={(e) => onOuterKey(e.key)}>
      <SearchSelect label="Город" placeholder="Выберите город" value={{ value: 0, label: 'Все регионы' }} search={search}
        onChange={onChange} noResults={(q) => `Нет «${q}»`} autoFocus defaultOpen />
    </div>,
  ));
  const input = container.querySelector<HTMLInputElement>('[role="combobox"]')!;
  return { input, load, onChange, onOuterKey };
}

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const press = (el: Element, key: string) => act(async () => { el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })); });
const flush = () => act(async () => { await vi.advanceTimersByTimeAsync(300); });
const text = () => container.querySelector('.ui-select__list')!.textContent;

describe('SearchSelect', () => {
  it('opens by itself, is focused and shows the current value first', async () => {
    const { input } = await setup();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.value).toBe('Все регионы');
    expect(container.querySelector('[role="option"][aria-selected="true"]')?.textContent).toBe('Все регионы');
  });

  it("says 'Поиск…' while searching, then lists the matches", async () => {
    const { input, load } = await setup();
    await type(input, '  му ');
    expect(text()).toContain('Поиск…');
    await flush();
    expect(load).toHaveBeenCalledWith('му', expect.any(AbortSignal));
    expect([...container.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['Мурманск']);
  });

  it('shows the custom no-results content', async () => {
    const { input } = await setup();
    await type(input, 'Я');
    await flush();
    expect(text()).toContain('Нет «Я»');
  });

  it('moves with arrows and picks with Enter', async () => {
    const { input, onChange } = await setup(vi.fn<Load>(async () => CITIES));
    await type(input, 'а');
    await flush();
    await press(input, 'ArrowDown');
    const active = input.getAttribute('aria-activedescendant')!;
    expect(document.getElementById(active)?.textContent).toBe('Казань');
    await press(input, 'Enter');
    expect(onChange).toHaveBeenCalledWith({ value: 50, label: 'Казань' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list without reaching an enclosing dialog; a second Escape does', async () => {
    const { input, onOuterKey } = await setup();
    await press(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(onOuterKey).not.toHaveBeenCalled();
    await press(input, 'Escape');
    expect(onOuterKey).toHaveBeenCalledWith('Escape');
  });
});

describe('SearchSelect: a list that allows new values (spec §9 add-item label)', () => {
  async function setupCreate() {
    const onChange = vi.fn();
    const onCreate = vi.fn();
    const search = searchOf(async (q: string) => CITIES.filter((c) => c.label.toLowerCase().startsWith(q.toLowerCase())));
    await act(async () => root.render(
      <SearchSelect label="Город" value={null} search={search} onChange={onChange} onCreate={onCreate} autoFocus defaultOpen />,
    ));
    return { input: container.querySelector<HTMLInputElement>('[role="combobox"]')!, onChange, onCreate };
  }
  const labels = () => [...container.querySelectorAll('[role="option"]')].map((o) => o.textContent);

  it("ends the found options with 'Добавить <text>', which calls onCreate (keyboard)", async () => {
    const { input, onChange, onCreate } = await setupCreate();
    await type(input, ' Мур ');
    await flush();
    expect(labels()).toEqual(['Мурманск', 'Добавить Мур']);
    await press(input, 'ArrowDown');
    await press(input, 'Enter');
    expect(onCreate).toHaveBeenCalledWith('Мур');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers it instead of «Ничего не найдено», by click too, and not when an option reads exactly as typed', async () => {
    const { input, onCreate } = await setupCreate();
    await type(input, 'Ялта');
    await flush();
    expect(labels()).toEqual(['Добавить Ялта']);
    expect(text()).not.toContain('Ничего не найдено');
    await act(async () => container.querySelector<HTMLElement>('[role="option"]')!.click());
    expect(onCreate).toHaveBeenCalledWith('Ялта');
    await type(input, 'казань');
    await flush();
    expect(labels()).toEqual(['Казань']);
  });

  it('never offers it where the list allows no new values', async () => {
    const { input } = await setup();
    await type(input, 'Ялта');
    await flush();
    expect(labels()).toEqual([]);
  });
});
