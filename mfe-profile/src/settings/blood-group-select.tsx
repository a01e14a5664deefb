// «Группа крови» as a native select (a short fixed list: the phone's own picker, no search): the
// eight groups in the words of the need tables (shared/src/ui/blood-types.tsx) and «Не знаю».
import { useId } from 'react';
import { BLOOD_TYPE_LABEL } from '@donor/shared/ui/blood-types';
import { BLOOD_GROUPS, isBloodGroup, isKell, type BloodGroupChoice, type KellChoice } from './blood-groups.ts';
import { bloodGroupStrings as S } from './blood-group.strings.ts';

interface SelectProps<V extends string> {
  id: string;
  value: V;
  onChange: (value: V) => void;
  error?: string | null;
  hint?: string;
}

function Select<V extends string>({ id, label, value, onChange, error, hint, options, parse }: SelectProps<V> & {
  label: string;
  options: ReadonlyArray<readonly [V, string]>;
  parse: (raw: string) => V;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id}
        className="ui-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(e) => onChange(parse(e.currentTarget.value))}
      >
        {options.map(([v, text]) => <option key={v || 'none'} value={v}>{text}</option>)}
      </select>
      {hint && <span id={hintId} className="ui-field__hint">{hint}</span>}
      {error && <p id={errorId} className="ui-error">{error}</p>}
    </div>
  );
}

const GROUP_OPTIONS: ReadonlyArray<readonly [BloodGroupChoice, string]> = [
  ['', S.unknown],
  ...BLOOD_GROUPS.map((g) => [g, BLOOD_TYPE_LABEL[g]] as const),
];
const KELL_OPTIONS: ReadonlyArray<readonly [KellChoice, string]> = [
  ['', S.unknown], ['negative', S.kellNegative], ['positive', S.kellPositive],
];

export function BloodGroupSelect(props: Omit<SelectProps<BloodGroupChoice>, 'id'> & { id?: string }) {
  const autoId = useId();
  return <Select {...props} id={props.id ?? autoId} label={S.group} options={GROUP_OPTIONS} parse={(v) => (isBloodGroup(v) ? v : '')} />;
}

export function KellSelect(props: Omit<SelectProps<KellChoice>, 'id'> & { id?: string }) {
  const autoId = useId();
  return <Select {...props} id={props.id ?? autoId} label={S.kell} options={KELL_OPTIONS} parse={(v) => (isKell(v) ? v : '')} />;
}
