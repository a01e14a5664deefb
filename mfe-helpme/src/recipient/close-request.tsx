// Closing a request (the author or staff; can_close from the API): found or cancelled, behind a
// confirmation — it cannot be undone, and the request leaves every list (docs/helpme.md).
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@donor/shared/ui/button';
import { ConfirmDialog } from '@donor/shared/ui/confirm-dialog';
import type { CloseStatus } from '@donor/shared/contract/helpme-rules';
import { s } from '../helpme.strings.ts';
import { writeErrorText, type RecipientPageModel } from './recipient.resource.ts';

export function CloseRequest({ page }: { page: RecipientPageModel }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<CloseStatus>('found');
  const close = useStore(page.$close);
  const confirm = async () => {
    if (await page.close(status)) setOpen(false);
  };
  const options: Array<[CloseStatus, string]> = [['found', s.recipient.closeFound], ['cancelled', s.recipient.closeCancelled]];
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>{s.recipient.close}</Button>
      <ConfirmDialog
        open={open}
        title={s.recipient.closeTitle}
        confirmLabel={s.recipient.close}
        busy={Boolean(close.loading)}
        error={close.error !== undefined ? writeErrorText(close.error, s.recipient.closeError) : null}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      >
        <p>{s.recipient.closeText}</p>
        <fieldset className="hm-close">
          <legend className="ui-visually-hidden">{s.recipient.status}</legend>
          {options.map(([value, label]) => (
            <label key={value} className="ui-checkbox">
              <input type="radio" name="hm-close" checked={status === value} onChange={() => setStatus(value)} />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      </ConfirmDialog>
    </>
  );
}
