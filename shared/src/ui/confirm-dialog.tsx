// "Are you sure?" before an action that cannot be undone (cancelling a monthly donation,
// deleting a donation): the kit's Modal with the question, a confirm and a cancel button.
// Focus starts on cancel, the safe choice; Escape and the backdrop cancel. While the action
// runs the confirm button is busy (double-submit guard); a failure is shown inside the dialog.
import { useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { uiStrings } from './ui.strings.ts';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Why the action failed, shown as an alert in the dialog. */
  error?: string | null;
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = uiStrings.cancel, onConfirm, onCancel, busy = false, error }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={onCancel} title={title} initialFocusRef={cancelRef} className="ui-confirm">
      {children}
      {error && <p className="ui-error" role="alert">{error}</p>}
      <div className="ui-confirm__actions">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>{cancelLabel}</Button>
        <Button loading={busy} onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </Modal>
  );
}
