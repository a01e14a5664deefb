// Settings → blood group (spec §3 User blood_group / kell; §7 PATCH /api/auth/me/): the signed-in
// donor's value is THE value — the station finder (mfe-stations donor-group.*) reads it back from
// /me, so a change here is what the stations highlight next. Its own small form (a failure here
// never loses the personal data's edits); the draft keeps unsaved edits of this same donor only.
import { atom } from 'nanostores';
import type { User } from '@donor/shared/contract/common';
import type { MeUpdateBody } from '@donor/shared/contract/auth-bodies';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import { createPersonalWrite } from './personal.resource.ts';
import type { SettingsDeps } from './settings-deps.ts';
import { isBloodGroup, isKell, type BloodGroupChoice, type KellChoice } from './blood-groups.ts';
import { bloodGroupStrings as S } from './blood-group.strings.ts';

export interface BloodGroupValues {
  user_id: number;
  dirty: boolean;
  blood_group: BloodGroupChoice;
  kell: KellChoice;
}
type BloodGroupField = 'blood_group' | 'kell';

export const BLOOD_GROUP_DRAFT = 'settings-blood-group';

export const groupFromUser = (user: User): BloodGroupValues => ({
  user_id: user.id,
  dirty: false,
  blood_group: user.blood_group && isBloodGroup(user.blood_group) ? user.blood_group : '',
  kell: typeof user.kell === 'string' && isKell(user.kell) ? user.kell : '',
});

export const bloodGroupBody = (v: BloodGroupValues): MeUpdateBody => ({
  blood_group: v.blood_group || null,
  kell: v.kell || null,
});

export function createBloodGroupForm(deps: SettingsDeps, user: User) {
  const $notice = atom<string | null>(null);
  const form = createForm<BloodGroupValues, BloodGroupField, MeUpdateBody>({
    draft: BLOOD_GROUP_DRAFT,
    initial: groupFromUser(user),
    validate: () => ({}),
    fields: sameNames<BloodGroupField>('blood_group', 'kell'),
    mutator: createPersonalWrite(deps),
    data: bloodGroupBody,
    done: () => {
      form.$values.set({ ...form.$values.get(), dirty: false });
      $notice.set(S.saved);
    },
  });
  const stored = form.$values.get();
  if (!stored.dirty || stored.user_id !== user.id) form.$values.set(groupFromUser(user));

  function set<F extends BloodGroupField>(field: F, value: BloodGroupValues[F]): void {
    form.set(field, value);
    form.$values.set({ ...form.$values.get(), dirty: true });
    $notice.set(null);
  }
  return { ...form, set, $notice };
}
