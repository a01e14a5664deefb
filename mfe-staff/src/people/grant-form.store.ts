// The grant form of /staff/people/ on the kit's form (shared/src/form/form.store.ts) over the
// people resource's $grant: the person's login (e-mail or phone, as they sign in), the station
// and the moderator's own password again (docs/SECURITY.md «Сотрудники»; never kept in the
// draft). Required fields are checked here with the house's words; the API's refusals (no such
// person, wrong password, unknown station) land under their fields through fieldMessages.
import { atom } from 'nanostores';
import type { GrantStationStaffBody, StationStaffGrant } from '@donor/shared/contract/staff';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import { interpolate } from '@donor/shared/i18n';
import * as MSG from '@donor/shared/messages';
import type { PeopleResource } from './people.resource.ts';
import { ps } from './people.strings.ts';

export interface GrantValues {
  login: string;
  station: { id: number; title: string } | null;
  password: string;
}
export type GrantField = 'login' | 'station_id' | 'password';

export function grantErrors(v: GrantValues): Partial<Record<GrantField, string>> {
  const e: Partial<Record<GrantField, string>> = {};
  if (v.login.trim() === '') e.login = MSG.required;
  else if (v.login.trim().length > 254) e.login = MSG.tooLong(254);
  if (!v.station) e.station_id = MSG.required;
  if (v.password === '') e.password = MSG.required;
  else if (v.password.length > 128) e.password = MSG.passwordLong;
  return e;
}

export function createGrantForm(resource: Pick<PeopleResource, '$grant'>) {
  const $notice = atom<string | null>(null);
  const form = createForm<GrantValues, GrantField, GrantStationStaffBody, StationStaffGrant>({
    draft: 'staff-grant',
    initial: { login: '', station: null, password: '' },
    secret: ['password'],
    validate: grantErrors,
    fields: sameNames<GrantField>('login', 'station_id', 'password'),
    mutator: resource.$grant,
    data: (v) => ({ login: v.login.trim(), station_id: v.station!.id, password: v.password }),
    sending: () => $notice.set(null),
    done: (grant) => {
      $notice.set(interpolate(ps.granted, { name: grant.user.name || grant.user.login, station: grant.station.title }));
      form.reset();
    },
  });

  /** A new station: its error (named station_id by the API) goes. */
  function setStation(station: GrantValues['station']) {
    form.set('station', station);
    form.clearErrors('station_id');
  }

  return { $values: form.$values, $status: form.$status, $notice, set: form.set, setStation, submit: form.submit };
}
