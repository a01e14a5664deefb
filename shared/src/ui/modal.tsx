// Accessible dialog (WAI-ARIA dialog pattern): role=dialog + aria-modal, labelled by its title,
// focus moves in and is trapped, Escape and the backdrop close it, focus returns to the opener.
// variant "sheet" is a bottom sheet under 767 px (spec §2 City-choice modal); "drawer" slides
// from the right (spec §2 Right-side menu) and `exitMs` keeps it mounted for the exit animation
// (spec §4 Right menu: hidden 400 ms after closing).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../i18n.ts';
import './ui.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  hideTitle?: boolean;
  variant?: 'dialog' | 'sheet' | 'drawer';
  /** Keep the dialog mounted this long after `open` turns false (exit animation). */
  exitMs?: number;
  /** Where to portal; document.body by default. */
  container?: Element | null;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  id?: string;
  children?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let scrollLocks = 0;
let savedOverflow = '';
/** Locks page scroll (spec §2: scrolling locked while the right menu is open); counts nested locks. */
export function lockScroll(): () => void {
  if (scrollLocks++ === 0) {
    savedOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--scrollLocks === 0) document.documentElement.style.overflow = savedOverflow;
  };
}

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]'));
}

export function Modal({ open, onClose, title, hideTitle, variant = 'dialog', exitMs = 0, container, initialFocusRef, className, id, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  const closing = mounted && !open;

  // Keep mounted during the exit animation, then unmount.
  useEffect(() => {
    if (open) { setMounted(true); return; }
    if (!mounted) return;
    if (exitMs <= 0) { setMounted(false); return; }
    const timer = window.setTimeout(() => setMounted(false), exitMs);
    return () => window.clearTimeout(timer);
  }, [open, exitMs, mounted]);

  // While open: lock scroll, move focus in, give it back to the opener on close.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) {
      const target = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
      target.focus();
    }
    return () => {
      unlock();
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open && !mounted) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) { e.preventDefault(); return; }
    if (e.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const dialog = (
    <div
      className={`ui-modal-backdrop ui-modal-backdrop--${variant}`}
      data-closing={closing || undefined}
      onMouseDown={(e) => { if (e.target === e.currentTarget && open) onClose(); }}
    >
      <div
        ref={dialogRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['ui-modal', `ui-modal--${variant}`, className].filter(Boolean).join(' ')}
        data-closing={closing || undefined}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={hideTitle ? 'ui-visually-hidden' : 'ui-modal__title'}>{title}</h2>
        <button type="button" className="ui-modal__close" aria-label={t.layout.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>
  );
  return createPortal(dialog, container ?? document.body);
}
