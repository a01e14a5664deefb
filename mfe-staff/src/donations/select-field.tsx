// A native <select> as a form field, the kit's Field way (shared/src/ui/field.tsx): label, hint
// and error tied to the control with aria-describedby/aria-invalid. Native on purpose: a short
// fixed list (reasons, the queue's cities) is best picked with the phone's own wheel.
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: ReactNode;
}

export function SelectField({ label, hint, error, className, id, children, ...control }: SelectFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>{label}</label>
      <select {...control} id={inputId} className="ui-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </select>
      {hint && <span id={hintId} className="ui-field__hint">{hint}</span>}
      {error && <p id={errorId} className="ui-error">{error}</p>}
    </div>
  );
}
