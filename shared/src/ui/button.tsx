// Button with the kit's look; `type="button"` by default so it never submits a form by accident.
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './spinner.tsx';
import './ui.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'normal' | 'small';
  block?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks (double-submit guard). */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClass(variant: ButtonProps['variant'] = 'primary', size: ButtonProps['size'] = 'normal', block = false, extra?: string): string {
  return ['ui-button', variant !== 'primary' && `ui-button--${variant}`, size === 'small' && 'ui-button--small', block && 'ui-button--block', extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant, size, block, loading = false, className, type = 'button', disabled, children, onClick, ref, ...rest }: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass(variant, size, block, className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading && <Spinner size={16} />}
      {children}
    </button>
  );
}
