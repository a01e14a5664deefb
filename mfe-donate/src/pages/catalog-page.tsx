// /souvenir/ and /charityshop (spec §2): the catalogues from the API (catalog.resource.ts), one
// small page each around the same frame. No dead ends: a souvenir says how to get it and links
// to where (the cabinet's gifts block, or /donate/ for a donation amount); a shop item is bought
// here through the payment providers (shop-order.tsx) or in a partner's shop (`buy_url`).
import { useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { List } from '@donor/shared/contract/common';
import type { ShopItem, Souvenir } from '@donor/shared/contract/catalog';
import type { FetcherStore, QueryContext } from '@donor/shared/query';
import { pathTo } from '@donor/shared/routes';
import { Link, useLocation } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState } from '@donor/shared/ui/states';
import { createShopItemsStore, createSouvenirsStore } from './catalog.resource.ts';
import { C } from './catalog.strings.ts';
import { BuyButton, OrderThanks } from './shop-order.tsx';
import { P, rub } from '../donate.strings.ts';
import { DpFrame } from './dp-frame.tsx';
import './catalog.css';

/** The cabinet's gifts block (mfe-profile together/gifts-block.tsx, heading id `tg-gifts`). */
const GIFTS_HREF = `${pathTo('profile')}#tg-gifts`;

export function SouvenirPage() {
  return (
    <Catalog
      title={P.souvenirTitle}
      lead={P.souvenirLead}
      createStore={createSouvenirsStore}
      price={(s) => (s.get_via === 'amount' ? null : P.donationsNeeded(s.donations_needed))}
      action={(s) => (
        <>
          {s.how_to_get && <p className="dp__how"><strong>{C.howToGet}</strong> {s.how_to_get}</p>}
          {s.get_via === 'amount'
            ? <Link className="ui-button ui-button--small" href={pathTo('donate')}>{C.getByDonating}</Link>
            : <Link className="ui-button ui-button--small" href={GIFTS_HREF}>{C.getInCabinet}</Link>}
        </>
      )}
    />
  );
}

export function CharityShopPage() {
  const location = useLocation();
  const orderId = new URLSearchParams(location.split('?')[1] ?? '').get('order');
  return (
    <Catalog
      title={P.charityTitle}
      lead={P.charityLead}
      top={orderId ? <OrderThanks key={orderId} id={orderId} /> : null}
      createStore={createShopItemsStore}
      price={(item) => rub(item.price)}
      action={(item) => {
        if (!item.in_stock) return null;
        const left = item.stock !== null && <p className="dp__muted">{C.stockLeft(item.stock)}</p>;
        if (item.buy_url) {
          return <>{left}<a className="ui-button" href={item.buy_url} target="_blank" rel="noopener noreferrer" aria-label={C.buyExternal(item.title)}>{P.buy}</a></>;
        }
        return <>{left}<BuyButton item={item} /></>;
      }}
    />
  );
}

interface CatalogProps<T extends Souvenir | ShopItem> {
  title: string;
  lead: string;
  /** Above the list: the shop's thank-you after a payment. */
  top?: ReactNode;
  createStore: (query: QueryContext) => FetcherStore<List<T>, unknown>;
  /** What an item costs: donations or roubles (null: nothing to show). */
  price: (item: T) => string | null;
  /** Below the card: how to get it, the buy button or link. */
  action?: (item: T) => ReactNode;
}

function Catalog<T extends Souvenir | ShopItem>({ title, lead, top, createStore, price, action }: CatalogProps<T>) {
  const { query } = useSection();
  const $items = useMemo(() => createStore(query), [createStore, query]);
  const value = useStore($items);
  return (
    <DpFrame title={title} lead={lead}>
      {top}
      <QueryState value={value} onRetry={$items.revalidate}>
        {(list) => (
          <ul className="dp__grid">
            {list.results.map((item) => {
              const cost = price(item);
              return (
                <li key={item.id} className="dp__card">
                  {item.image && (
                    <img className="dp__img" src={item.image.url} width={item.image.width} height={item.image.height} alt={item.image.alt} loading="lazy" decoding="async" />
                  )}
                  <h2>{item.title}</h2>
                  <p>{item.description}</p>
                  {cost && <p className="dp__price">{cost}</p>}
                  {!item.in_stock && <p className="dp__muted">{P.outOfStock}</p>}
                  {action?.(item)}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </DpFrame>
  );
}
