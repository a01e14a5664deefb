// Label + input (or textarea) + hint + error, tied with aria-describedby/aria-invalid so a
// screen reader reads the error with the field (STYLE: accessible forms).
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import './ui.css';

interface Common {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
}
export type FieldProps =
  | (Common & { multiline?: false; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>)
  | (Common & { multiline: true; ref?: Ref<HTMLTextAreaElement> } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>);

export function Field(props: FieldProps) {
  const autoId = useId();
  const { label, hint, error, className, id, ...control } = props;
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const aria = { id: inputId, className: 'ui-input', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>{label}</label>
      {control.multiline ? (
        <textarea {...withoutFlag(control)} {...aria} />
      ) : (
        <input {...withoutFlag(control)} {...aria} />
      )}
      {hint && <span id={hintId} className="ui-field__hint">{hint}</span>}
      {error && <p id={errorId} className="ui-error">{error}</p>}
    </div>
  );
}

function withoutFlag<T extends { multiline?: boolean }>(control: T): Omit<T, 'multiline'> {
  const { multiline: _ignored, ...rest } = control;
  return rest;
}
