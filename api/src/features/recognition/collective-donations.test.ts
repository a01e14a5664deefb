// Collective donations over HTTP on PGlite (docs/recognition.md «Коллективные донации»): create,
// validation with Russian field errors, another donor cannot edit or delete (404), join/leave,
// the places limit, mine and the next planned one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectiveDonation, CollectiveDonationList } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { addDays } from './donor-facts.ts';
import { newDonor } from './test-donors.ts';

let t: TestApi;
let demo = '';
let today = '';
beforeAll(async () => {
  t = await makeTestApi();
  demo = await t.login('demo@example.com', 'demo-donor-2026');
  today = new Date(t.clock.now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
});
afterAll(async () => t?.handle.close());

const create = (token: string, body: unknown) => t.call('POST', '/api/collective_donations/', { token, body });
const valid = () => ({ title: 'Идём сдавать кровь с командой', blood_station_id: 1, date: addDays(today, 7), max_participants: 3 });

describe('collective donations', () => {
  it('the demo donor has the seeded one in the cabinet and as the planned donation', async () => {
    const mine = (await (await t.call('GET', '/api/profile/collective_donations/', { token: demo })).json()) as CollectiveDonationList;
    expect(mine.results.map((r) => r.title)).toContain('Сдаём кровь всем отделом');
    const planned = (await (await t.call('GET', '/api/profile/planned-donation/', { token: demo })).json()) as CollectiveDonation;
    expect(planned).toMatchObject({ title: 'Сдаём кровь всем отделом', is_owner: true, joined: true, owner_name: 'Анна И.' });
  });

  it('creates one with the organiser as its first participant', async () => {
    const owner = await newDonor(t);
    const res = await create(owner.token, valid());
    expect(res.status).toBe(201);
    const cd = (await res.json()) as CollectiveDonation;
    expect(cd).toMatchObject({ is_owner: true, joined: true, participants_count: 1, max_participants: 3, owner_name: 'Мария С.', date: addDays(today, 7) });
    expect(cd.blood_station.id).toBe(1);
    const seen = (await (await t.call('GET', `/api/collective_donations/${cd.id}/`)).json()) as CollectiveDonation;
    expect(seen).toMatchObject({ is_owner: false, joined: false, participants_count: 1 });
  });

  it('refuses bad bodies with Russian field errors', async () => {
    const bad = async (patch: Record<string, unknown>) => (await create(demo, { ...valid(), ...patch })).json();
    expect(await bad({ title: '  ' })).toEqual({ title: ['Поле не может быть пустым'] });
    expect(await bad({ date: addDays(today, -1) })).toEqual({ date: [RMSG.collectiveDatePast] });
    expect(await bad({ date: addDays(today, 400) })).toEqual({ date: [RMSG.collectiveDateFar] });
    expect(await bad({ date: '2026-02-30' })).toEqual({ date: ['Проверьте правильность даты'] });
    expect(await bad({ blood_station_id: 999999 })).toEqual({ blood_station_id: ['Пункт сдачи крови не найден'] });
    expect(await bad({ max_participants: 1 })).toEqual({ max_participants: [RMSG.collectiveParticipantsRange] });
    expect((await t.call('POST', '/api/collective_donations/', { body: valid() })).status).toBe(401);
  });

  it('another donor cannot edit or delete it (404); the owner can', async () => {
    const owner = await newDonor(t);
    const other = await newDonor(t);
    const cd = (await (await create(owner.token, valid())).json()) as CollectiveDonation;
    const url = `/api/collective_donations/${cd.id}/`;
    expect((await t.call('PATCH', url, { token: other.token, body: { title: 'Чужое' } })).status).toBe(404);
    expect((await t.call('DELETE', url, { token: other.token })).status).toBe(404);
    expect(((await (await t.call('GET', url)).json()) as CollectiveDonation).title).toBe(valid().title);
    const patched = await t.call('PATCH', url, { token: owner.token, body: { title: 'Новая дата', date: addDays(today, 9) } });
    expect(await patched.json()).toMatchObject({ title: 'Новая дата', date: addDays(today, 9), max_participants: 3 });
    expect(await (await t.call('PATCH', url, { token: owner.token, body: { date: addDays(today, -3) } })).json()).toEqual({ date: [RMSG.collectiveDatePast] });
    expect((await t.call('DELETE', url, { token: owner.token })).status).toBe(204);
    expect((await t.call('GET', url)).status).toBe(404);
  });

  it('join and leave, with the places limit', async () => {
    const owner = await newDonor(t);
    const [a, b, c] = await Promise.all([newDonor(t), newDonor(t), newDonor(t)]);
    const cd = (await (await create(owner.token, valid())).json()) as CollectiveDonation;
    const join = (token: string) => t.call('POST', `/api/collective_donations/${cd.id}/join/`, { token });
    const leave = (token: string) => t.call('POST', `/api/collective_donations/${cd.id}/leave/`, { token });
    expect(await (await join(a!.token)).json()).toMatchObject({ joined: true, participants_count: 2 });
    expect(await (await join(a!.token)).json()).toEqual({ non_field_errors: [RMSG.collectiveJoined] });
    expect((await join(b!.token)).status).toBe(200);
    expect(await (await join(c!.token)).json()).toEqual({ non_field_errors: [RMSG.collectiveFull] });
    expect(await (await leave(owner.token)).json()).toEqual({ non_field_errors: [RMSG.collectiveOwnerLeave] });
    expect(await (await leave(c!.token)).json()).toEqual({ non_field_errors: [RMSG.collectiveNotJoined] });
    const planned = (await (await t.call('GET', '/api/profile/planned-donation/', { token: a!.token })).json()) as CollectiveDonation;
    expect(planned.id).toBe(cd.id);
    expect(await (await leave(a!.token)).json()).toMatchObject({ joined: false, participants_count: 2 });
    expect(await (await t.call('GET', '/api/profile/planned-donation/', { token: a!.token })).json()).toBeNull();
    expect((await join(c!.token)).status).toBe(200);
    expect(await (await t.call('PATCH', `/api/collective_donations/${cd.id}/`, { token: owner.token, body: { max_participants: 2 } })).json())
      .toEqual({ max_participants: [RMSG.collectiveParticipantsBelow] });
    expect((await t.call('POST', '/api/collective_donations/999999/join/', { token: a!.token })).status).toBe(404);
    const mine = (await (await t.call('GET', '/api/profile/collective_donations/', { token: b!.token })).json()) as CollectiveDonationList;
    expect(mine.results.map((r) => r.id)).toEqual([cd.id]);
  });
});
