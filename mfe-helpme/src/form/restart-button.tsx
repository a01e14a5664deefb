// "Start again" (spec §4 Help-me form: reinitialise → welcome page, step 0), behind a
// confirmation: it erases everything typed so far.
import { useState } from 'react';
import { ConfirmDialog } from '@donor/shared/ui/confirm-dialog';
import { s } from '../helpme.strings.ts';

export function RestartButton({ onRestart }: { onRestart: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="hm-form__restart">
      <button type="button" className="hm-link-button" onClick={() => setOpen(true)}>{s.form.restart}</button>
      <ConfirmDialog
        open={open}
        title={s.form.restartTitle}
        confirmLabel={s.form.restartConfirm}
        onCancel={() => setOpen(false)}
        onConfirm={() => { setOpen(false); onRestart(); }}
      >
        <p>{s.form.restartText}</p>
      </ConfirmDialog>
    </div>
  );
}
