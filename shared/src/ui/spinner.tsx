// Loading indicator: a status region whose text screen readers announce; the ring is decoration.
import type { CSSProperties } from 'react';
import { layoutStrings } from '../i18n-base.ts';
import './ui.css';

export interface SpinnerProps {
  /** Announced text (visually hidden). */
  label?: string;
  size?: number;
  className?: string;
}

export function Spinner({ label = layoutStrings.loading, size = 24, className }: SpinnerProps) {
  const style = { '--ui-spinner-size': `${size}px` } as CSSProperties;
  return (
    <span role="status" className={className}>
      <span className="ui-spinner" style={style} aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}
