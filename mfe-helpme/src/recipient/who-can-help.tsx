// «Кто может помочь» on the recipient page (docs/helpme.md «Кто может помочь»): the donor groups
// compatible with the request's groups for its component (shared/src/blood-compatibility.ts); a
// signed-in donor is told whether their group (the account's blood_group) fits, and a donor with
// no group is asked for it first — a select that saves it on the account (donor-group.resource.ts).
import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Button } from '@donor/shared/ui/button';
import { BLOOD_TYPE_LABEL } from '@donor/shared/ui/blood-types';
import { interpolate } from '@donor/shared/i18n';
import { donorFits, helpingGroups } from '@donor/shared/blood-compatibility';
import { BLOOD_TYPES, type BloodType } from '@donor/shared/contract/helpme-rules';
import type { RecipientNeed } from '@donor/shared/contract/helpme';
import { BLOOD_TYPE_WORDS, s } from '../helpme.strings.ts';
import { createDonorGroupSave } from './donor-group.resource.ts';

const isBloodType = (v: unknown): v is BloodType => typeof v === 'string' && (BLOOD_TYPES as readonly string[]).includes(v);

export function WhoCanHelp({ need }: { need: RecipientNeed }) {
  const { query, api, auth } = useSection();
  const { token, user } = useStore(auth.$auth);
  const groupSave = useMemo(() => createDonorGroupSave({ query, api }), [query, api]);
  const saved = useStore(groupSave.$saved);
  const groups = helpingGroups(need.blood_class, need.requested_blood_type);
  const mine = saved ?? (isBloodType(user?.blood_group) ? user.blood_group : null);
  return (
    <section className="hm-block hm-who" aria-labelledby="hm-who-title">
      <h2 id="hm-who-title">{s.who.title}</h2>
      <p>{s.who.lead}</p>
      <ul className="hm-who__list">
        {groups.map((g) => <li key={g}><strong>{BLOOD_TYPE_LABEL[g]}</strong> <span className="hm-muted">({BLOOD_TYPE_WORDS[g]})</span></li>)}
      </ul>
      {token && user && (mine ? <Verdict fits={donorFits(need.blood_class, need.requested_blood_type, mine)} group={mine} /> : <AskGroup save={groupSave.save} />)}
    </section>
  );
}

function Verdict({ fits, group }: { fits: boolean; group: BloodType }) {
  const vars = { group: BLOOD_TYPE_LABEL[group] };
  return fits
    ? <p className="hm-who__fits" role="status"><span aria-hidden="true">✓ </span>{interpolate(s.who.fits, vars)}</p>
    : <p className="hm-alert" role="status">{interpolate(s.who.notFits, vars)}</p>;
}

function AskGroup({ save }: { save: (g: BloodType) => Promise<boolean> }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isBloodType(value)) { setError(s.who.pick); return; }
    setBusy(true);
    const ok = await save(value);
    setBusy(false);
    setError(ok ? null : s.who.saveError);
  };
  return (
    <form className="hm-who__ask" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="hm-my-group">{s.who.askLabel}</label>
        <p className="ui-field__hint" id="hm-my-group-hint">{s.who.askHint}</p>
        <select
          id="hm-my-group" className="ui-input" value={value} onChange={(e) => { setValue(e.currentTarget.value); setError(null); }}
          aria-describedby={error ? 'hm-my-group-hint hm-my-group-error' : 'hm-my-group-hint'} aria-invalid={error ? true : undefined}
        >
          <option value="">—</option>
          {BLOOD_TYPES.map((g) => <option key={g} value={g}>{`${BLOOD_TYPE_LABEL[g]} — ${BLOOD_TYPE_WORDS[g]}`}</option>)}
        </select>
        {error && <p className="ui-error" id="hm-my-group-error" role="alert">{error}</p>}
      </div>
      <Button type="submit" variant="secondary" loading={busy}>{s.who.save}</Button>
    </form>
  );
}
