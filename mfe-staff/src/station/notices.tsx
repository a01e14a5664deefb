// The station's notices (docs/booking.md «Пульт станции»): the current ones with «Изменить» and
// «Удалить» (after a confirm), and one form that publishes a new notice or saves the one being
// edited. «Показывать до» is a day of the station's calendar: the notice shows through its end.
import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { StaffNotice, StationConsole } from '@donor/shared/contract/staff-stations';
import { isCalendarDay, localDay, STAFF_LIMITS } from '@donor/shared/contract/staff-stations-rules';
import { createForm, type Errors } from '@donor/shared/form/form.store';
import { messageOf, sameNames } from '@donor/shared/form/field-messages';
import { check, maxLength, plainText, required } from '@donor/shared/form-rules';
import { formatDate, interpolate } from '@donor/shared/i18n';
import * as MSG from '@donor/shared/messages';
import * as SS from '@donor/shared/staff-stations-messages';
import { Button } from '@donor/shared/ui/button';
import { ConfirmDialog } from '@donor/shared/ui/confirm-dialog';
import { Field } from '@donor/shared/ui/field';
import type { NoticeSave, StationConsoleResource } from './station.resource.ts';
import { ss } from './station.strings.ts';

type NoticeField = 'title' | 'text' | 'expires_at';
interface NoticeDraft { editing: number; title: string; text: string; until: string }
const EMPTY: NoticeDraft = { editing: 0, title: '', text: '', until: '' };

/** '+03:00' for 180 minutes east of UTC. */
const offsetText = (min: number): string => `${min < 0 ? '-' : '+'}${String(Math.floor(Math.abs(min) / 60)).padStart(2, '0')}:${String(Math.abs(min) % 60).padStart(2, '0')}`;
/** The end of a station's calendar day as an ISO instant with its offset. */
export const endOfDay = (day: string, offsetMin: number): string => `${day}T23:59:59${offsetText(offsetMin)}`;

export function noticeErrors(v: NoticeDraft, today: string): Errors<NoticeField> {
  const errors: Errors<NoticeField> = {};
  const title = check(v.title, required, maxLength(STAFF_LIMITS.noticeTitleMax), plainText);
  if (title) errors.title = title;
  const text = check(v.text, required, maxLength(STAFF_LIMITS.noticeTextMax), plainText);
  if (text) errors.text = text;
  if (v.until !== '') {
    if (!isCalendarDay(v.until)) errors.expires_at = MSG.date;
    else if (v.until < today) errors.expires_at = SS.expiresPast;
  }
  return errors;
}

export function Notices({ resource, console: c }: { resource: StationConsoleResource; console: StationConsole }) {
  const [said, setSaid] = useState('');
  const [removing, setRemoving] = useState<StaffNotice | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const remove = useStore(resource.$removeNotice);
  const offset = c.station.utc_offset_min;
  const form = useMemo(() => {
    const f = createForm({
      draft: `staff-notice-${c.station.id}`,
      initial: EMPTY,
      validate: (v: NoticeDraft) => noticeErrors(v, resource.$console.get().data?.today ?? c.today),
      fields: sameNames<NoticeField>('title', 'text', 'expires_at'),
      mutator: resource.$saveNotice,
      data: (v): NoticeSave => ({
        noticeId: v.editing || null,
        body: { title: v.title.trim(), text: v.text.trim(), expires_at: v.until ? endOfDay(v.until, offset) : null },
      }),
      done: (_r, v) => { f.reset(); setSaid(v.editing ? ss.notices.saved : ss.notices.added); },
    });
    return f;
  }, [resource, c.station.id, offset]); // c.today is read again when sent
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  const edit = (n: StaffNotice) => {
    form.$values.set({ editing: n.id, title: n.title, text: n.text, until: n.expires_at ? localDay(new Date(n.expires_at), offset) : '' });
    form.clearErrors('title', 'text', 'expires_at');
    setSaid('');
  };
  const onRemove = async () => {
    if (!removing) return;
    setRemoveError(null);
    await resource.$removeNotice.mutate({ noticeId: removing.id });
    const error = resource.$removeNotice.get().error;
    if (error !== undefined) { setRemoveError(messageOf(error)); return; }
    if (values.editing === removing.id) form.reset();
    setRemoving(null);
    setSaid(ss.notices.removed);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaid('');
    void form.submit();
  };
  return (
    <section className="staff-card staff-station__block" aria-labelledby="st-notices">
      <h2 id="st-notices">{ss.notices.title}</h2>
      <p className="staff-muted">{ss.notices.hint}</p>
      {c.notices.length === 0 ? <p>{ss.notices.none}</p> : (
        <ul className="staff-station__list">
          {c.notices.map((n) => (
            <li key={n.id} className="staff-station__item staff-station__notice">
              <div>
                <strong>{n.title}</strong>
                {n.expires_at && <span className="staff-muted"> · {interpolate(ss.notices.shownUntil, { date: formatDate(localDay(new Date(n.expires_at), offset)) })}</span>}
                <p className="staff-station__text">{n.text}</p>
              </div>
              <span className="staff-station__actions">
                <Button variant="secondary" onClick={() => edit(n)} aria-label={`${ss.notices.edit}: ${n.title}`}>{ss.notices.edit}</Button>
                <Button variant="ghost" onClick={() => { setRemoveError(null); setRemoving(n); }} aria-label={`${ss.notices.remove}: ${n.title}`}>{ss.notices.remove}</Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate className="staff-station__form" aria-label={values.editing ? ss.notices.editing : ss.notices.add}>
        {values.editing > 0 && <p><strong>{ss.notices.editing}</strong></p>}
        {status.formError && <p className="staff-alert" role="alert">{status.formError}</p>}
        <Field label={ss.notices.noticeTitle} value={values.title} maxLength={STAFF_LIMITS.noticeTitleMax} error={status.errors.title}
          onChange={(e) => form.set('title', e.currentTarget.value)} />
        <Field multiline rows={4} label={ss.notices.text} value={values.text} maxLength={STAFF_LIMITS.noticeTextMax} error={status.errors.text}
          onChange={(e) => form.set('text', e.currentTarget.value)} />
        <Field type="date" label={ss.notices.until} hint={ss.notices.untilHint} min={c.today} value={values.until} error={status.errors.expires_at}
          onChange={(e) => { form.set('until', e.currentTarget.value); form.clearErrors('expires_at'); }} />
        <span className="staff-station__actions">
          <Button type="submit" loading={status.submitting}>{values.editing ? ss.notices.save : ss.notices.add}</Button>
          {values.editing > 0 && <Button variant="ghost" onClick={() => form.reset()}>{ss.notices.cancelEdit}</Button>}
        </span>
      </form>
      <p className="staff-station__said" role="status" aria-live="polite">{said}</p>
      <ConfirmDialog open={removing !== null} title={ss.notices.removeTitle} confirmLabel={ss.notices.removeConfirm} cancelLabel={ss.notices.removeKeep}
        busy={Boolean(remove.loading)} error={removeError} onConfirm={() => void onRemove()} onCancel={() => setRemoving(null)}>
        <p>{interpolate(ss.notices.removeText, { title: removing?.title ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
