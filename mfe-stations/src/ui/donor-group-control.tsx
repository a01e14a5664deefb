// «Ваша группа крови» (spec §2 blood stations screen, §3 User blood_group / kell): the donor sets
// it once, on the list or a station page; donor-group.store.ts keeps it in this browser and, when
// logged in, on the account. The account's value (read back from /me) wins on login.
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { $donorGroup, adoptAccountGroup, DONOR_GROUPS, setDonorGroup, type DonorGroup, type DonorKell } from '../donor-group.store.ts';
import { d } from '../station/decide.strings.ts';
import { SHORT } from './needs.tsx';
import { NEED_TEXT } from '../stations.strings.ts';

type Status = 'idle' | 'saved' | 'savedHere' | 'error';

export function DonorGroupControl() {
  const { auth, api } = useSection();
  const { token, user } = useStore(auth.$auth);
  const value = useStore($donorGroup);
  const [status, setStatus] = useState<Status>('idle');
  const id = useId();

  // The account's group wins once /me is known (login, or a page opened while logged in); an
  // account without one takes the group this browser already has, so it is set only once.
  useEffect(() => {
    if (!user) return;
    const local = $donorGroup.get();
    if (!user.blood_group && local.group && token) void setDonorGroup(local, { api, token }).catch(() => undefined);
    else adoptAccountGroup(user);
  }, [user, token, api]);

  const save = (group: DonorGroup | null, kell: DonorKell | null) => {
    setDonorGroup({ group, kell }, { api, token: token ?? null })
      .then(() => setStatus(token ? 'saved' : 'savedHere'))
      .catch(() => setStatus('error'));
  };

  return (
    <fieldset className="st-mygroup" aria-describedby={`${id}-hint`}>
      <legend className="st-mygroup__legend">{d.group.label}</legend>
      <p id={`${id}-hint`} className="st-mygroup__hint">{d.group.hint}</p>
      <div className="st-mygroup__row">
        <label className="st-mygroup__field">
          <span className="ui-visually-hidden">{d.group.label}</span>
          <select
            name="donor-group"
            value={value.group ?? ''}
            onChange={(e) => save((e.currentTarget.value || null) as DonorGroup | null, value.kell)}
          >
            <option value="">—</option>
            {DONOR_GROUPS.map((g) => <option key={g} value={g} aria-label={NEED_TEXT[g]}>{SHORT[g]}</option>)}
          </select>
        </label>
        <label className="st-mygroup__field">
          <span>{d.group.kell}</span>
          <select
            name="donor-kell"
            value={value.kell ?? ''}
            onChange={(e) => save(value.group, (e.currentTarget.value || null) as DonorKell | null)}
          >
            <option value="">{d.group.kellAny}</option>
            <option value="positive">{d.group.kellPositive}</option>
            <option value="negative">{d.group.kellNegative}</option>
          </select>
        </label>
      </div>
      <p className="st-mygroup__status" role="status">
        {status === 'saved' ? d.group.saved : status === 'savedHere' ? d.group.savedHere : ''}
      </p>
      {status === 'error' && <p className="ui-error" role="alert">{d.group.saveError}</p>}
    </fieldset>
  );
}
