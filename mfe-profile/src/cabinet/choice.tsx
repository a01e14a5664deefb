// Radio groups of the cabinet's forms (donation type, paid or free, the plan's type): a fieldset
// whose legend names the group, options as large labelled radios (tap targets ≥ 44 px, cabinet.css),
// and the group's error tied to it and to every option.
import type { ReactNode } from 'react';

/** A radio group: a fieldset whose legend names it and whose error is tied to every option. */
export function Choice({ legend, error, name, children }: { legend: string; error?: string | undefined; name: string; children: ReactNode }) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="cab-choice" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="cab-choice__options">{children}</div>
      {error && <p id={errorId} className="ui-error">{error}</p>}
    </fieldset>
  );
}

export function Option({ name, label, checked, disabled, invalid, onChange }: { name: string; label: string; checked: boolean; disabled?: boolean; invalid?: boolean; onChange: () => void }) {
  return (
    <label className="cab-choice__option">
      <input type="radio" name={name} checked={checked} disabled={disabled} aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${name}-error` : undefined} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}
