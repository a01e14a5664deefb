// Small pieces every form of sign-up, recovery and settings shares: the required-field
// asterisk (spec §5 "Required fields are marked with an asterisk") and the form-level alert
// that takes focus when a submit fails (so a keyboard or screen-reader user lands on it).
import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import type { Form, FormStatus } from '@donor/shared/form/form.store';
import './forms.css';

/**
 * The props that tie a text field to its form: name, value, its error (aria-invalid and
 * aria-describedby are the kit Field's) and the edit that clears that error.
 */
export function textField<V extends object, K extends string>(form: Form<V, K>, values: V, status: FormStatus<K>, name: K & keyof V, idPrefix = 'pf') {
  return {
    name,
    id: `${idPrefix}-${name}`,
    value: String(values[name] ?? ''),
    error: status.errors[name] ?? null,
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.set(name, e.currentTarget.value as V[K & keyof V]),
  };
}

/** «Имя *»: the asterisk is hidden from screen readers, which announce `required` instead. */
export function withAsterisk(label: ReactNode): ReactNode {
  return (
    <>
      {label}
      <span className="pf-req" aria-hidden="true"> *</span>
    </>
  );
}

/** role=alert, focused each time a new message appears. */
export function FormAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} className="pf-alert" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}

/** A success note, read politely (a saved section, a sent code). */
export function FormNotice({ message }: { message: string | null }) {
  return (
    <p className="pf-notice" role="status" aria-live="polite">
      {message}
    </p>
  );
}
