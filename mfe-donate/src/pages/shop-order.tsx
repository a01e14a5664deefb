// The charity shop's «Купить» (spec §2 /charityshop): a small form in the item's card — quantity
// (bounded by the stock), e-mail for the receipt — then the provider's checkout page; and the
// thank-you with the order number when the checkout sends the buyer back (`?order=<id>`).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ShopItem } from '@donor/shared/contract/catalog';
import { useSection } from '@donor/shared/ui/section-context';
import { Field } from '@donor/shared/ui/field';
import { QueryState } from '@donor/shared/ui/states';
import { createShopOrderStore } from './catalog.resource.ts';
import { C } from './catalog.strings.ts';
import { createShopOrderForm } from './shop-order.store.ts';
import { P, rub } from '../donate.strings.ts';

export function BuyButton({ item }: { item: ShopItem }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closedOnce = useRef(false);
  // Keyboard users land back on «Купить» when they cancel the form.
  useEffect(() => {
    if (!open && closedOnce.current) button.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <button ref={button} type="button" className="ui-button" aria-label={C.buyHere(item.title)} onClick={() => setOpen(true)}>
        {P.buy}
      </button>
    );
  }
  return <OrderForm item={item} onCancel={() => { closedOnce.current = true; setOpen(false); }} />;
}

function OrderForm({ item, onCancel }: { item: ShopItem; onCancel: () => void }) {
  const { query, api } = useSection();
  const id = useId();
  const form = useMemo(() => createShopOrderForm({ query, api, item, go: (url) => window.location.assign(url) }), [query, api, item]);
  const state = useStore(form.$order);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const n = Number(state.quantity);
  const total = Number.isInteger(n) && n >= 1 && n <= form.max ? rub(item.price * n) : null;
  return (
    <form className="dp__order" noValidate aria-labelledby={`${id}-legend`} onSubmit={(e) => { e.preventDefault(); void form.submit(); }}>
      <p id={`${id}-legend`} className="dp__order-title">{C.orderLegend(item.title)}</p>
      <Field ref={first} label={C.quantity} type="number" inputMode="numeric" min={1} max={form.max} step={1} name="quantity"
        value={state.quantity} error={state.errors.quantity} onChange={(e) => form.setField('quantity', e.target.value)} />
      <Field label={C.email} hint={C.emailHint} type="email" name="email" autoComplete="email" value={state.email}
        error={state.errors.email} onChange={(e) => form.setField('email', e.target.value)} />
      {total && <p className="dp__price" aria-live="polite">{C.total(total)}</p>}
      {state.formError && <p className="dp__error" role="alert">{state.formError}</p>}
      <div className="dp__order-actions">
        <button type="submit" className="ui-button" disabled={state.submitting}>{state.submitting ? C.paying : C.pay}</button>
        <button type="button" className="ui-button ui-button--secondary" onClick={onCancel}>{C.cancel}</button>
      </div>
    </form>
  );
}

/** After the checkout: the order's state by its id (created → paid is settled by the API on read). */
export function OrderThanks({ id }: { id: string }) {
  const { query } = useSection();
  const $order = useMemo(() => createShopOrderStore(query, id), [query, id]);
  const value = useStore($order);
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <div className="dp__thanks" role="status">
      <QueryState value={value} onRetry={$order.revalidate}>
        {(order) => {
          const sum = rub(order.amount);
          const [title, text] = order.status === 'paid'
            ? [C.thanksTitle(order.number), C.thanksText(order.title, order.quantity, sum)]
            : order.status === 'created'
              ? [C.waitingTitle(order.number), C.waitingText]
              : [C.cancelledTitle(order.number), C.cancelledText];
          return (
            <>
              <h2>{title}</h2>
              <p>{text}</p>
              <button type="button" className="ui-button ui-button--small ui-button--secondary" onClick={() => setHidden(true)}>{C.closeThanks}</button>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
