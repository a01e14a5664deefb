// The desk's first control (docs/booking.md «Отметка в станции»): a big code field and «Найти»,
// and «Сканировать QR-код» where the browser can read one (qr-scanner.tsx). The form kit over the
// find request: «Запись не найдена» and «Это запись в другую станцию» come back at the `code`
// field and are read with it (aria-describedby).
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { createForm } from '@donor/shared/form/form.store';
import type { CheckinBooking } from '@donor/shared/contract/staff-checkin';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { ck } from './checkin.strings.ts';
import { normalizeCode } from '@donor/shared/booking-code';
import type { CheckinResource } from './checkin.resource.ts';
import { QrScanner, useCanScan } from './qr-scanner.tsx';

export function CodeForm({ res, onFound }: { res: CheckinResource; onFound: (booking: CheckinBooking) => void }) {
  const form = useMemo(
    () => createForm<{ code: string }, 'code', string, CheckinBooking>({
      draft: null,
      initial: { code: '' },
      validate: (v) => (normalizeCode(v.code) ? {} : { code: ck.code.required }),
      fields: { code: 'code' },
      mutator: res.$find,
      data: (v) => normalizeCode(v.code),
      done: (booking) => onFound(booking),
    }),
    [res, onFound],
  );
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  const canScan = useCanScan();
  const [scanning, setScanning] = useState(false);

  return (
    <>
      <form
        className="staff-checkin__find"
        noValidate
        aria-label={ck.code.legend}
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <Field
          className="staff-checkin__code"
          label={ck.code.label}
          hint={ck.code.hint}
          error={status.errors.code ?? null}
          value={values.code}
          onChange={(e) => form.set('code', e.currentTarget.value)}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          enterKeyHint="search"
          maxLength={24}
        />
        {status.formError && <p className="staff-alert" role="alert">{status.formError}</p>}
        <div className="staff-checkin__find-actions">
          <Button type="submit" loading={status.submitting}>{ck.code.find}</Button>
          {canScan && <Button variant="secondary" onClick={() => setScanning(true)}>{ck.code.scan}</Button>}
        </div>
      </form>
      {canScan && (
        <QrScanner
          open={scanning}
          onClose={() => setScanning(false)}
          onCode={(code) => {
            setScanning(false);
            form.set('code', code);
            void form.submit();
          }}
        />
      )}
    </>
  );
}
