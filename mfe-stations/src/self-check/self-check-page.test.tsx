// @vitest-environment happy-dom
// /self-check/ (docs/eligibility.md «Самопроверка»): the engine's answer with no login; a logged-in
// donor's «Сохранить в кабинете» posts the deferral; an anonymous one is sent to log in and back.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, localToday } from '@donor/shared/eligibility/dates';
import { nextPossibleDates } from '@donor/shared/eligibility/engine';
import { formatDate } from '@donor/shared/i18n';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { click, render } from '@donor/shared/testing/render';
import { createTestSectionProps, fakeUser, type TestSectionOptions } from '@donor/shared/testing/section-props';
import { StationsRoot } from '../app/stations-root.tsx';

async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The page; `fresh` clears the answers a test before left in the draft (its atom outlives the render). */
async function open(options: TestSectionOptions = {}, fresh = true) {
  window.history.replaceState(null, '', '/self-check/');
  const { props, calls } = createTestSectionProps(options);
  const view = await render(<SectionProvider value={props}><StationsRoot /></SectionProvider>);
  await vi.waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('Можно ли мне сдать кровь?'));
  // The title is there while the page's chunk loads too (lazyPage with its frame): wait for the form.
  await vi.waitFor(() => expect(view.container.querySelector('.sc-form')).not.toBeNull());
  if (fresh) await click([...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Очистить ответы'));
  return { ...view, calls };
}

const radio = (root: HTMLElement, name: string, value: string) => root.querySelector<HTMLInputElement>(`input[name="sc-${name}"][value="${value}"]`);
const submit = (root: HTMLElement) => click([...root.querySelectorAll('button')].find((b) => b.textContent === 'Проверить'));

async function tattooDaysAgo(root: HTMLElement, days: number) {
  await click(radio(root, 'tattoo', 'yes'));
  const input = root.querySelector<HTMLInputElement>('#sc-tattoo_date')!;
  expect(root.querySelector('label[for="sc-tattoo_date"]')?.textContent).toBe('Дата татуировки, пирсинга или иглоукалывания');
  const from = addDays(localToday(), -days);
  await typeInto(input, from);
  return from;
}

describe('self-check page', () => {
  let view: Awaited<ReturnType<typeof open>> | null = null;
  beforeEach(() => { sessionStorage.clear(); vi.spyOn(console, 'error').mockImplementation(() => {}); });
  afterEach(async () => {
    await view?.unmount();
    view = null;
    vi.restoreAllMocks();
  });

  it('a tattoo 30 days ago: wait until the engine’s date; anonymous donors are asked to log in and come back', async () => {
    view = await open();
    const { container } = view;
    const from = await tattooDaysAgo(container, 30);
    await submit(container);
    const date = nextPossibleDates({ sex: null, donations: [], deferrals: [{ kind: 'tattoo', from }] }, localToday()).blood.date;
    await vi.waitFor(() => expect(container.querySelector('.sc-verdict')?.textContent).toBe(`лучше подождать до ${formatDate(date)}`));
    expect(container.querySelector('[data-question="tattoo"]')?.textContent).toContain('Источник:');
    expect(container.textContent).toContain('Окончательное решение о допуске');
    const login = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Войдите, чтобы сохранить');
    expect(login?.getAttribute('href')).toBe('/login/?next=%2Fself-check%2F');
    expect(view.calls.requests.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('the answers survive a reload (a kit draft)', async () => {
    view = await open();
    await tattooDaysAgo(view.container, 30);
    await submit(view.container);
    await view.unmount();
    view = await open({}, false);
    expect(radio(view.container, 'tattoo', 'yes')?.checked).toBe(true);
    expect(view.container.querySelector('.sc-verdict')?.textContent).toMatch(/^лучше подождать до /);
  });

  it('a dated answer without its day is refused at the field', async () => {
    view = await open();
    await click(radio(view.container, 'vaccine', 'vaccine'));
    await submit(view.container);
    expect(view.container.textContent).toContain('Поле не может быть пустым');
    expect(view.container.querySelector('.sc-verdict')).toBeNull();
  });

  it('a logged-in donor saves the deferral to the cabinet', async () => {
    view = await open({ user: fakeUser(), routes: { 'POST /api/deferrals/': { id: 1, kind: 'tattoo', from: '2026-01-01', until: null, note: null, created_at: '2026-01-01T00:00:00Z' } } });
    const from = await tattooDaysAgo(view.container, 30);
    await submit(view.container);
    await click([...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Сохранить в кабинете'));
    await vi.waitFor(() => expect(view!.container.textContent).toContain('Сохранено в кабинете'));
    expect(view.calls.requests.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/deferrals/', body: { kind: 'tattoo', from } });
  });
});
