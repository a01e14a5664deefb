// Gifts for donations (docs/recognition.md: locked → available → requested → sent → received;
// requested → cancelled → requested again): each souvenir with how many donations it needs and
// its state in words (a badge, not colour alone); «Запросить» when available or cancelled and in
// stock opens the request form (how to get it and the size, gift-request-form.tsx), «Отменить
// запрос» while requested. A request shows its way — Запрошен → Отправлен → Получен, the step it
// is at named in words (gift-request-states.ts; the team moves it on /staff/gifts/) — and the
// delivery the donor chose. The API answers the whole new status. Only confirmed donations count;
// a souvenir a pending one would unlock says «засчитаем после подтверждения».
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { GiftDelivery, GiftStage } from '@donor/shared/contract/recognition';
import { formatDate, interpolate, plural } from '@donor/shared/i18n';
import { Button } from '@donor/shared/ui/button';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { messageOf } from '@donor/shared/form/field-messages';
import { ts } from '../bonuses/bonuses.strings.ts';
import { GiftRequestForm } from './gift-request-form.tsx';
import type { TogetherResource } from './together.resource.ts';

const s = ts.gifts;

export function GiftsBlock({ resource }: { resource: TogetherResource }) {
  const gifts = useStore(resource.$gifts);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className="cab-block" aria-labelledby="tg-gifts">
      <h2 id="tg-gifts">{s.title}</h2>
      <p className="cab-status" role="status">{notice}</p>
      <QueryState value={gifts} loading={<SkeletonList rows={2} />} onRetry={resource.$gifts.revalidate}>
        {(data) => (
          <>
            <p>
              {interpolate(s.intro, { count: data.donations_count })}
              {data.pending_count > 0 && <> {interpolate(s.pendingCount, { count: data.pending_count, word: plural(data.pending_count, s.pendingForms) })}</>}
            </p>
            {data.stages.length === 0 ? <EmptyState title={s.empty} /> : (
              <ul className="cab-list">{data.stages.map((g) => <Gift key={g.souvenir.id} gift={g} resource={resource} onNotice={setNotice} />)}</ul>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function Gift({ gift: g, resource, onNotice }: { gift: GiftStage; resource: TogetherResource; onNotice: (t: string) => void }) {
  const busy = useStore(resource.$gift);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const id = `tg-gift-${g.souvenir.id}`;
  const canRequest = (g.state === 'available' || g.state === 'cancelled') && g.souvenir.in_stock;
  const cancel = async () => {
    setError(null);
    if (!(await resource.$gift.mutate({ souvenirId: g.souvenir.id, cancel: true }))) { setError(messageOf(resource.$gift.get().error, 'souvenir_id')); return; }
    onNotice(interpolate(s.cancelledNotice, { title: g.souvenir.title }));
  };
  const requested = () => {
    setAsking(false);
    onNotice(interpolate(s.requestedNotice, { title: g.souvenir.title }));
  };
  const ok = g.state === 'requested' || g.state === 'sent' || g.state === 'received';
  return (
    <li className="cab-card" aria-labelledby={id} data-gift={g.souvenir.id}>
      <p id={id} className="cab-card__title">{g.souvenir.title}</p>
      {g.souvenir.description && <p>{g.souvenir.description}</p>}
      <p>
        {interpolate(s.needed, { count: g.donations_needed, word: plural(g.donations_needed, s.donationForms) })} ·{' '}
        <span className={`cab-badge${ok ? ' cab-badge--ok' : g.state === 'locked' ? '' : ' cab-badge--wait'}`}>{s.states[g.state]}</span>
        {g.state_at && <span className="cab-muted"> {interpolate(s.since, { date: formatDate(g.state_at) })}</span>}
        {g.pending && <span className="cab-muted"> · {s.pending}</span>}
        {!g.souvenir.in_stock && g.state !== 'requested' && <span className="cab-muted"> · {s.outOfStock}</span>}
      </p>
      {(g.state === 'requested' || g.state === 'sent' || g.state === 'received') && <GiftProgress title={g.souvenir.title} state={g.state} />}
      {ok && <p className="cab-muted">{deliveryText(g.delivery)}</p>}
      {canRequest && asking ? (
        <GiftRequestForm gift={g} resource={resource} onDone={requested} onClose={() => setAsking(false)} />
      ) : (
        <div className="cab-actions">
          {canRequest && <Button size="small" onClick={() => setAsking(true)}>{s.request}</Button>}
          {g.state === 'requested' && <Button variant="ghost" size="small" loading={Boolean(busy.loading)} onClick={() => void cancel()}>{s.cancel}</Button>}
        </div>
      )}
      {error && <p className="ui-error" role="alert">{error}</p>}
    </li>
  );
}

const STEPS = ['requested', 'sent', 'received'] as const;

/** Запрошен → Отправлен → Получен: each step in words, the current one marked (not by colour alone). */
function GiftProgress({ title, state }: { title: string; state: (typeof STEPS)[number] }) {
  const at = STEPS.indexOf(state);
  return (
    <ol className="cab-gift-steps" aria-label={interpolate(s.progress, { title })}>
      {STEPS.map((step, i) => (
        <li key={step} className={i < at ? 'cab-gift-steps__done' : i === at ? 'cab-gift-steps__now' : undefined} aria-current={i === at ? 'step' : undefined}>
          {s.steps[step]}
          {i <= at && <span className="ui-visually-hidden"> — {i < at ? s.stepDone : s.stepNow}</span>}
        </li>
      ))}
    </ol>
  );
}

/** Where the souvenir goes, as the donor chose it (docs/recognition.md «Доставка»). */
function deliveryText(d: GiftDelivery | null): string {
  if (!d) return s.noDelivery;
  const way = d.method === 'station'
    ? interpolate(s.atStation, { station: d.station?.title ?? '' })
    : interpolate(s.byPostTo, { postcode: d.postcode ?? '', address: d.address ?? '' });
  return d.size ? `${way}. ${interpolate(s.sizeChosen, { size: d.size })}` : way;
}
