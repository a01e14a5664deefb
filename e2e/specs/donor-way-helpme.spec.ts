// The donor's way through help-me, on a phone (390×844; docs/helpme.md «Дни», «Кто может
// помочь»): the day picker offers only the station's open days with their hours (a closed day set
// by the station's nurse is gone); the recipient page names the groups that can help, asks a donor
// without a group for it (saved on the account) and then says whether it fits; the browser's Back
// inside the help-me wizard goes back a step, not out of the form.
import type { Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';
import { registerDonor } from '../pages/cabinet.ts';
import { HelpmeForm, createNeed, moscowDay } from '../pages/helpme.ts';

test.use(PHONE);

async function axe(page: Page) {
  expect(await seriousAxeViolations(page, { tags: WCAG_AA, include: '#app-main' })).toEqual([]);
}

test('open days with hours only; who can help; a donor without a group is asked, then told it does not fit', async ({ page, request, loginAs, donor, staff }) => {
  const nurse = await staff({ stations: ['moscow-1'] }, 'Медсестра'); // writes a closed day: a nurse of this test's own
  const auth = { authorization: `Token ${nurse.token}` };
  const station = (await (await request.get('/api/blood_stations/moscow-1/')).json()) as { id: number };
  const closed = moscowDay(2);
  await request.post(`/api/staff/stations/${station.id}/closed-days/`, { headers: auth, data: { date: closed, note: 'Санитарный день' } });
  // A donor of this test's own has no blood group yet (asked below; fixtures `donor`); the request,
  // by another, wants plasma for an A(II) Rh− patient.
  try {
    const need = await createNeed(request, await registerDonor(request, 'Автор'), {
      city_id: '1', blood_station_id: String(station.id), blood_class: 'plasma', 'requested_blood_type[0]': 'a_minus', last_date: moscowDay(6),
    });
    const full = (await (await request.get(`/api/address_needs/${need.id}/`)).json()) as { time_slots: { date: string; closed: boolean; opens: string | null }[] };
    const open = full.time_slots.filter((d) => !d.closed && d.date >= moscowDay(0));
    expect(full.time_slots.find((d) => d.date === closed)?.closed).toBe(true);

    await loginAs(page, donor);
    await page.goto(`/recipient/${need.id}`);
    const join = page.getByRole('region', { name: 'Записаться' });
    await expect(join.getByRole('radio')).toHaveCount(open.length);
    const labels = await join.locator('.hm-chip').allTextContents();
    const dayMonth = (iso: string) => new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
    expect(labels.filter((l) => l.includes(`${dayMonth(closed)} `))).toEqual([]); // the closed day is not offered
    if (open[0]!.opens) expect(labels[0]).toMatch(/^[а-я]{2}, \d{1,2} [а-я]+ \d{4}, \d{1,2}:\d{2}–\d{1,2}:\d{2}$/);

    const who = page.getByRole('region', { name: 'Кто может помочь' });
    await expect(who.getByRole('listitem')).toHaveText([/A\(II\) Rh\+/, /A\(II\) Rh−/, /AB\(IV\) Rh\+/, /AB\(IV\) Rh−/]);
    const group = who.getByLabel('Ваша группа крови');
    await who.getByRole('button', { name: 'Сохранить' }).click();
    await expect(who.getByRole('alert')).toHaveText('Выберите группу крови');
    await group.selectOption('o_plus');
    await who.getByRole('button', { name: 'Сохранить' }).click();
    await expect(who.getByRole('status')).toContainText('Ваша группа O(I) Rh+ не подходит');
    const me = (await (await request.get('/api/auth/me/', { headers: { authorization: `Token ${donor.token}` } })).json()) as { blood_group: string | null };
    expect(me.blood_group).toBe('o_plus');
    await axe(page);
  } finally {
    await request.delete(`/api/staff/stations/${station.id}/closed-days/${closed}/`, { headers: auth });
  }
});

test('Back inside the help-me wizard goes back a step, not out of the form', async ({ page, loginAs }) => {
  await loginAs(page, 'demo');
  await page.goto('/');
  const f = new HelpmeForm(page);
  await f.goto();
  await f.start.click();
  await expect(f.main.getByRole('heading', { level: 2 })).toContainText('Шаг 1');
  await f.bloodClass.selectOption('blood');
  await f.type(/O\(I\) Rh\+/).check();
  await f.pickCity('Моск', 'Москва');
  await f.pickFirstStation();
  await f.lastDate.fill(moscowDay(5));
  await f.next.click();
  await expect(f.main.getByRole('heading', { level: 2 })).toContainText('Шаг 2');

  await page.goBack();
  await expect(page).toHaveURL(/\/helpme\/$/);
  await expect(f.main.getByRole('heading', { level: 2 })).toContainText('Шаг 1');
  await page.goForward();
  await expect(f.main.getByRole('heading', { level: 2 })).toContainText('Шаг 2');
  // The form's own «Назад» agrees with the browser's.
  await f.back.click();
  await expect(f.main.getByRole('heading', { level: 2 })).toContainText('Шаг 1');
  await page.goBack();
  await expect(f.start).toBeVisible(); // the welcome page, still the form
  await expect(page).toHaveURL(/\/helpme\/$/);
});
