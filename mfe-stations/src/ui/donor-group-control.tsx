// «Ваша группа крови» (spec §2 blood stations screen, §3 User blood_group / kell): the donor sets
// it once, on the list or a station page; donor-group.store.ts keeps it in this browser and, when
// logged in, donor-group.resource.ts on the account. The account's value (read back from /me)
// wins on login.
import { useId, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { $donorGroup, DONOR_GROUPS, type DonorGroup, type DonorKell } from '../donor-group.store.ts';
import { createDonorGroupAccount, type GroupKept } from '../donor-group.resource.ts';
import { d } from '../station/decide.strings.ts';
import { SHORT } from './needs.tsx';
import { NEED_TEXT } from '../stations.strings.ts';

type Status = 'idle' | 'saved' | 'savedHere' | 'error';

export function DonorGroupControl() {
  const { auth, api, query } = useSection();
  // Listening to $save also keeps the account in step with /me (donor-group.resource.ts).
  const account = useMemo(() => createDonorGroupAccount({ query, api, auth }), [query, api, auth]);
  const saving = useStore(account.$save);
  const value = useStore($donorGroup);
  const [kept, setKept] = useState<GroupKept | null>(null);
  const id = useId();
  let status: Status = 'idle';
  if (kept === 'here') status = 'savedHere';
  else if (kept === 'account' && !saving.loading) status = saving.error ? 'error' : saving.data ? 'saved' : 'idle';

  const save = (group: DonorGroup | null, kell: DonorKell | null) => setKept(account.choose({ group, kell }));

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
