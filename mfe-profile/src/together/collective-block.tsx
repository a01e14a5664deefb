// Collective donations in the cabinet (spec §7 "Collective donations, gifts, achievements"): the
// planned one with «Добавить в календарь» (shared/src/ics.ts), an invitation opened by its link
// (`?collective=<id>`: join it), my list (owned and joined) with join/leave, and for the organiser
// the invitation link, edit, and delete after a confirm. Failures say the API's reason in words.
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CollectiveDonation } from '@donor/shared/contract/recognition';
import { buildIcs, downloadIcs } from '@donor/shared/ics';
import { formatDate, interpolate, plural } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { ConfirmDialog } from '@donor/shared/ui/confirm-dialog';
import { useLocation } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { messageOf } from '@donor/shared/form/field-messages';
import { ts } from '../bonuses/bonuses.strings.ts';
import { CollectiveForm } from './collective-form.tsx';
import { createSharedCollectiveStore, type TogetherResource } from './together.resource.ts';

const s = ts.collective;

export const inviteUrl = (origin: string, id: number): string => `${origin}${pathTo('profile-bonus')}?collective=${id}`;

/** The collective donation as an all-day calendar event (the station's hours are not known here). */
export function collectiveIcs(cd: CollectiveDonation, origin: string, now: Date): string {
  const [y, m, d] = cd.date.split('-').map(Number) as [number, number, number];
  return buildIcs({
    uid: `collective-${cd.id}@donor-ryadom`, title: cd.title, description: interpolate(s.icsDescription, { title: cd.title, owner: cd.owner_name }),
    location: [cd.blood_station.title, cd.blood_station.address].filter(Boolean).join(', '), url: inviteUrl(origin, cd.id),
    start: new Date(y, m - 1, d), durationMin: 0, now, allDay: true, alarms: ['-PT14H'],
  });
}

export function CollectiveBlock({ resource }: { resource: TogetherResource }) {
  const list = useStore(resource.$collective);
  const planned = useStore(resource.$planned);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const invited = Number(new URLSearchParams(useLocation().split('?')[1] ?? '').get('collective')) || null;
  return (
    <section className="cab-block" aria-labelledby="tg-collective">
      <h2 id="tg-collective">{s.title}</h2>
      <p>{s.intro}</p>
      <p className="cab-status" role="status">{notice}</p>
      {planned.data && (
        <div className="cab-card">
          <p>{interpolate(s.planned, { title: planned.data.title, date: formatDate(planned.data.date), station: planned.data.blood_station.title })}</p>
          <Button variant="secondary" onClick={() => downloadIcs(`collective-${planned.data!.id}.ics`, collectiveIcs(planned.data!, window.location.origin, new Date()))}>{s.calendar}</Button>
        </div>
      )}
      {invited && <Invitation id={invited} resource={resource} onNotice={setNotice} />}
      <QueryState value={list} loading={<SkeletonList rows={2} />} onRetry={resource.$collective.revalidate}>
        {(data) => data.results.length === 0 ? <EmptyState title={s.empty} /> : (
          <ul className="cab-list">{data.results.map((cd) => <CollectiveCard key={cd.id} cd={cd} resource={resource} onNotice={setNotice} />)}</ul>
        )}
      </QueryState>
      {creating
        ? <CollectiveForm current={null} resource={resource} onCancel={() => setCreating(false)} onDone={() => { setCreating(false); setNotice(s.created); }} />
        : <div className="cab-actions"><Button variant="secondary" onClick={() => setCreating(true)}>{s.create}</Button></div>}
    </section>
  );
}

function Invitation({ id, resource, onNotice }: { id: number; resource: TogetherResource; onNotice: (t: string) => void }) {
  const { query } = useSection();
  const $cd = useMemo(() => createSharedCollectiveStore(query, id), [query, id]);
  const value = useStore($cd);
  if (value.data?.joined) return null;
  return (
    <section className="cab-card" aria-labelledby="tg-invited">
      <h3 id="tg-invited" className="cab-card__title">{s.invitedTitle}</h3>
      <QueryState value={value} loading={<SkeletonList rows={1} />} onRetry={$cd.revalidate}>
        {(cd) => <CollectiveCard cd={cd} resource={resource} onNotice={onNotice} bare />}
      </QueryState>
    </section>
  );
}

function CollectiveCard({ cd, resource, onNotice, bare = false }: { cd: CollectiveDonation; resource: TogetherResource; onNotice: (t: string) => void; bare?: boolean }) {
  const join = useStore(resource.$join);
  const del = useStore(resource.$deleteCollective);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `tg-cd-${cd.id}${bare ? '-invite' : ''}`;
  const errorId = `${titleId}-error`;
  const url = inviteUrl(window.location.origin, cd.id);

  const onJoin = async (joinIt: boolean) => {
    setError(null);
    if (!(await resource.$join.mutate({ id: cd.id, join: joinIt }))) { setError(messageOf(resource.$join.get().error)); return; }
    onNotice(interpolate(joinIt ? s.joinedNotice : s.leftNotice, { title: cd.title }));
  };
  const onDelete = async () => {
    setError(null);
    if (!(await resource.$deleteCollective.mutate(cd.id))) { setError(messageOf(resource.$deleteCollective.get().error)); return; }
    setConfirming(false);
    onNotice(s.removed);
  };
  const onCopy = async () => {
    try { await navigator.clipboard.writeText(url); onNotice(s.copied); } catch { onNotice(interpolate(s.copyFailed, { url })); }
  };

  if (editing) return <li className="cab-card"><CollectiveForm current={cd} resource={resource} onCancel={() => setEditing(false)} onDone={() => { setEditing(false); onNotice(s.saved); }} /></li>;
  const Tag = bare ? 'div' : 'li';
  const count = cd.participants_count;
  return (
    <Tag className={bare ? undefined : 'cab-card'} aria-labelledby={bare ? undefined : titleId} data-collective={cd.id}>
      <p id={titleId} className="cab-card__title">{cd.title}</p>
      <p>{interpolate(s.item, { date: formatDate(cd.date), station: cd.blood_station.title })}</p>
      <p className="cab-muted">
        {cd.is_owner ? s.ownerYou : interpolate(s.owner, { name: cd.owner_name })} · {interpolate(s.participants, { count, word: plural(count, s.participantForms) })}
        {cd.max_participants !== null && interpolate(s.ofMax, { max: cd.max_participants })}
        {cd.joined && !cd.is_owner && <> · <span className="cab-badge cab-badge--ok">{s.joined}</span></>}
      </p>
      <div className="cab-actions">
        {!cd.is_owner && (cd.joined
          ? <Button variant="ghost" loading={Boolean(join.loading)} aria-describedby={error ? errorId : undefined} onClick={() => void onJoin(false)}>{s.leave}</Button>
          : <Button loading={Boolean(join.loading)} aria-describedby={error ? errorId : undefined} onClick={() => void onJoin(true)}>{s.join}</Button>)}
        {cd.is_owner && (
          <>
            <Button variant="secondary" size="small" onClick={() => void onCopy()}>{s.copyInvite}</Button>
            <Button variant="ghost" size="small" onClick={() => setEditing(true)}>{s.edit}</Button>
            <Button variant="ghost" size="small" onClick={() => setConfirming(true)}>{s.remove}</Button>
          </>
        )}
      </div>
      {cd.is_owner && <p className="cab-muted">{s.invite}: <a href={url}>{url}</a></p>}
      {error && !confirming && <p id={errorId} className="ui-error" role="alert">{error}</p>}
      <ConfirmDialog open={confirming} title={s.removeTitle} confirmLabel={s.removeConfirm} cancelLabel={s.removeKeep} busy={Boolean(del.loading)}
        error={error} onConfirm={() => void onDelete()} onCancel={() => { setConfirming(false); setError(null); }}>
        <p>{s.removeText}</p>
      </ConfirmDialog>
    </Tag>
  );
}
