// /profile/payments «Мои ежемесячные пожертвования» (route 'profile-payments'; spec §7 GET
// /api/profile/payments/, page size 50 per §9): the donor's monthly donations with a new amount
// (spec §5: 50 … 1 000 000 ₽) and cancel (a confirm dialog, then a plain result message), and
// the payment history. Receipts go by e-mail, which the page says.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Button } from '@donor/shared/ui/button';
import { ConfirmDialog } from '@donor/shared/ui/confirm-dialog';
import { Field } from '@donor/shared/ui/field';
import { Link } from '@donor/shared/ui/link';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { formatDate, formatMoney, interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { createDraft } from '@donor/shared/stores/draft';
import { cs } from '../cabinet/cabinet.strings.ts';
import { PaymentsFrame } from '../app/page-frames.tsx';
import { messageOf } from '@donor/shared/form/field-messages';
import { amountProblem, createPaymentsResource, parseAmount, type PaymentsResource, type ProfilePayment, type Subscription } from './payments.resource.ts';
import '../cabinet/cabinet.css';

const s = cs.payments;

export function PaymentsPage() {
  const { query, api } = useSection();
  const resource = useMemo(() => createPaymentsResource({ query, api }), [query, api]);
  const subscriptions = useStore(resource.$subscriptions);
  const payments = useStore(resource.$payments);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <PaymentsFrame>
      <p className="cab-status" role="status">{notice}</p>
      <section className="cab-block" aria-labelledby="pay-subs">
        <h2 id="pay-subs">{s.subscriptions}</h2>
        <QueryState value={subscriptions} loading={<SkeletonList rows={1} />} onRetry={resource.$subscriptions.revalidate}>
          {(list) =>
            list.results.length === 0 ? (
              <EmptyState title={s.none}><Link href={pathTo('donate')}>{s.toDonate}</Link></EmptyState>
            ) : (
              <ul className="cab-list">
                {list.results.map((sub) => <SubscriptionItem key={sub.id} sub={sub} resource={resource} onDone={setNotice} />)}
              </ul>
            )}
        </QueryState>
      </section>
      <section className="cab-block" aria-labelledby="pay-history">
        <h2 id="pay-history">{s.history}</h2>
        <p className="cab-muted">{s.receipts}</p>
        <QueryState value={payments} loading={<SkeletonList rows={2} />} onRetry={resource.$payments.revalidate}>
          {(list) => (list.results.length === 0 ? <EmptyState title={s.noPayments} /> : <PaymentTable items={list.results} />)}
        </QueryState>
      </section>
    </PaymentsFrame>
  );
}

function SubscriptionItem({ sub, resource, onDone }: { sub: Subscription; resource: PaymentsResource; onDone: (message: string) => void }) {
  const cancel = useStore(resource.$cancel);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatMoney(sub.amount);
  const active = sub.status === 'active';
  const titleId = `pay-sub-${sub.id}`;

  const onCancel = async () => {
    setError(null);
    const done = await resource.$cancel.mutate(sub.id);
    if (!done) { setError(messageOf(resource.$cancel.get().error)); return; }
    setConfirming(false);
    onDone(s.cancelled);
  };

  return (
    <li className="cab-card" aria-labelledby={titleId}>
      <p id={titleId} className="cab-card__title">{interpolate(s.monthly, { amount })}</p>
      <p className="cab-muted">
        <span className={active ? 'cab-badge cab-badge--ok' : 'cab-badge'}>{active ? s.active : s.cancelledStatus}</span>{' '}
        {interpolate(s.since, { date: formatDate(sub.created_at) })}
      </p>
      {active && sub.next_charge_at && <p>{interpolate(s.nextCharge, { date: formatDate(sub.next_charge_at) })}</p>}
      {!active && sub.cancelled_at && <p>{interpolate(s.cancelledAt, { date: formatDate(sub.cancelled_at) })}</p>}
      {active && (
        <div className="cab-actions">
          <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing((v) => !v)}>{s.changeAmount}</Button>
          <Button variant="ghost" onClick={() => setConfirming(true)}>{s.cancel}</Button>
        </div>
      )}
      {active && editing && <AmountForm sub={sub} resource={resource} onSaved={(m) => { setEditing(false); onDone(m); }} />}
      <ConfirmDialog
        open={confirming}
        title={s.cancelTitle}
        confirmLabel={s.cancelConfirm}
        cancelLabel={s.cancelKeep}
        busy={Boolean(cancel.loading)}
        error={error}
        onConfirm={() => void onCancel()}
        onCancel={() => { setConfirming(false); setError(null); }}
      >
        <p>{interpolate(s.cancelText, { amount })}</p>
      </ConfirmDialog>
    </li>
  );
}

function AmountForm({ sub, resource, onSaved }: { sub: Subscription; resource: PaymentsResource; onSaved: (message: string) => void }) {
  const draft = useMemo(() => createDraft(`subscription-amount-${sub.id}`, { amount: String(sub.amount) }), [sub.id, sub.amount]);
  const { amount } = useStore(draft.$draft);
  const change = useStore(resource.$changeAmount);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = amountProblem(amount);
    setError(problem);
    if (problem) { inputRef.current?.focus(); return; }
    const saved = await resource.$changeAmount.mutate({ id: sub.id, amount: parseAmount(amount) });
    if (!saved) {
      setError(messageOf(resource.$changeAmount.get().error, 'amount'));
      inputRef.current?.focus();
      return;
    }
    draft.set('amount', String(saved.amount)); // the next edit starts from the new amount
    onSaved(interpolate(s.amountSaved, { amount: formatMoney(saved.amount) }));
  };

  return (
    <form className="cab-inline-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field
        ref={inputRef}
        label={s.amount}
        hint={s.amountHint}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        required
        value={amount}
        error={error}
        onChange={(e) => { draft.set('amount', e.currentTarget.value); setError(null); }}
      />
      <Button type="submit" loading={Boolean(change.loading)}>{s.amountSave}</Button>
    </form>
  );
}

function PaymentTable({ items }: { items: ProfilePayment[] }) {
  return (
    <table className="cab-table">
      <caption className="ui-visually-hidden">{s.history}</caption>
      <thead>
        <tr><th scope="col">{s.colDate}</th><th scope="col">{s.colAmount}</th><th scope="col">{s.colKind}</th></tr>
      </thead>
      <tbody>
        {items.map((p) => (
          <tr key={p.id}>
            <td>{formatDate(p.created_at)}</td>
            <td>{formatMoney(p.amount)}</td>
            <td>{p.payment_type === 'RECURRING' ? s.kindRecurring : s.kindOnce}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
