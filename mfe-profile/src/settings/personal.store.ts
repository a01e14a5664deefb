// Settings → personal data (spec §3 User fields; §7 PATCH /api/auth/me/ with MeUpdateBody of
// contract/common.ts: first/last name, birth date, city_id, gender male/female/null, tag). The
// draft survives a reload (house rule) but only while it holds unsaved edits of this same
// donor: otherwise the form starts from the current profile. The write (personal.resource.ts)
// fetches /me again after saving (the header's name and the cabinet read it).
import { atom } from 'nanostores';
import type { User } from '@donor/shared/contract/common';
import type { MeUpdateBody } from '@donor/shared/contract/auth-bodies';
import type { CityChoice } from '@donor/shared/city-search';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import * as R from '../code/field-rules.ts';
import { createPersonalWrite } from './personal.resource.ts';
import type { SettingsDeps } from './settings-deps.ts';
import { settingsStrings as S } from './settings.strings.ts';

export type GenderChoice = '' | 'male' | 'female';

export interface PersonalValues {
  /** Whose draft this is, and whether it differs from what was saved. */
  user_id: number;
  dirty: boolean;
  first_name: string;
  last_name: string;
  birth_date: string;
  city: CityChoice | null;
  gender: GenderChoice;
  tag: string;
}
export type PersonalField = 'first_name' | 'last_name' | 'birth_date' | 'city' | 'gender' | 'tag';

export const PERSONAL_DRAFT = 'settings-personal';

export function fromUser(user: User): PersonalValues {
  return {
    user_id: user.id,
    dirty: false,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    birth_date: user.birth_date ?? '',
    city: user.city ? { value: user.city.id, label: user.city.title } : null,
    gender: user.gender ?? '',
    tag: user.tag ?? '',
  };
}

export function personalErrors(v: PersonalValues, now = new Date()) {
  return R.collect<PersonalField>({
    first_name: R.requiredName(v.first_name),
    last_name: R.optionalText(150)(v.last_name),
    birth_date: R.birthDate(v.birth_date, now),
    city: null,
    gender: null,
    tag: R.optionalText(64)(v.tag),
  });
}

const orNull = (s: string): string | null => (s.trim() ? s.trim() : null);

export const personalBody = (v: PersonalValues): MeUpdateBody => ({
  first_name: v.first_name.trim(),
  last_name: orNull(v.last_name),
  birth_date: orNull(v.birth_date),
  city_id: v.city?.value ?? null,
  gender: v.gender === '' ? null : v.gender,
  tag: orNull(v.tag),
});

export function createPersonalForm(deps: SettingsDeps, user: User) {
  const $notice = atom<string | null>(null);
  const form = createForm<PersonalValues, PersonalField, MeUpdateBody>({
    draft: PERSONAL_DRAFT,
    initial: fromUser(user),
    validate: (v) => personalErrors(v),
    fields: { ...sameNames<PersonalField>('first_name', 'last_name', 'birth_date', 'gender', 'tag'), city_id: 'city' },
    mutator: createPersonalWrite(deps),
    data: (v) => ({ ...personalBody(v) }),
    done: () => {
      form.$values.set({ ...form.$values.get(), dirty: false });
      $notice.set(S.saved);
    },
  });
  const stored = form.$values.get();
  if (!stored.dirty || stored.user_id !== user.id) form.$values.set(fromUser(user));

  /** An edit: marks the draft as unsaved so a reload keeps it. */
  function set<F extends PersonalField>(field: F, value: PersonalValues[F]): void {
    form.set(field, value);
    form.$values.set({ ...form.$values.get(), dirty: true });
    $notice.set(null);
  }

  return { ...form, set, $notice };
}

export type PersonalForm = ReturnType<typeof createPersonalForm>;
