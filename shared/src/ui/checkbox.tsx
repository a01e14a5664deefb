// Native checkbox with its label and an error tied by aria-describedby (spec §5 agreements).
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './ui.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | null;
}

export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label className="ui-checkbox" htmlFor={inputId}>
        <input
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {error && <p id={errorId} className="ui-error">{error}</p>}
    </div>
  );
}
