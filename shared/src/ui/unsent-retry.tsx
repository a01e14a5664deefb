// «Повторить» for a write that got no answer (docs/ARCHITECTURE.md §2.5 «Offline»): shown beside
// the alert that says «Нет связи — не отправлено» (the form kit's `$unsent`, the booking model's).
// `auto`: the write is safe to send again (it carries an Idempotency-Key, form/idempotency.ts), so
// it is sent by itself the moment the network returns — through the page's own submit, so what
// follows a success (a notice, a navigation) happens as after a tap.
import { useEffect, useRef } from 'react';
import * as OFF from '../offline-messages.ts';
import { whenOnline } from '../stores/online.store.ts';
import { Button } from './button.tsx';

export function UnsentRetry({ onRetry, busy = false, auto = true }: { onRetry: () => unknown; busy?: boolean; auto?: boolean }) {
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => (auto ? whenOnline(() => void retry.current()) : undefined), [auto]);
  return <Button variant="secondary" loading={busy} onClick={() => void onRetry()}>{OFF.retry}</Button>;
}
