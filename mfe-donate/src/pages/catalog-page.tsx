// /souvenir/ and /charityshop (spec §2): the catalogues from the API (catalog.resource.ts), one
// small page each around the same frame.
import { useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { List } from '@donor/shared/contract/common';
import type { ShopItem, Souvenir } from '@donor/shared/contract/catalog';
import type { FetcherStore, QueryContext } from '@donor/shared/query';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState } from '@donor/shared/ui/states';
import { createShopItemsStore, createSouvenirsStore } from './catalog.resource.ts';
import { P, rub } from '../donate.strings.ts';

export function SouvenirPage() {
  return <Catalog title={P.souvenirTitle} lead={P.souvenirLead} createStore={createSouvenirsStore} price={(s) => P.donationsNeeded(s.donations_needed)} />;
}

export function CharityShopPage() {
  return (
    <Catalog
      title={P.charityTitle}
      lead={P.charityLead}
      createStore={createShopItemsStore}
      price={(item) => rub(item.price)}
      action={(item) => item.buy_url && item.in_stock && (
        <a className="ui-button" href={item.buy_url} target="_blank" rel="noopener noreferrer">{P.buy}</a>
      )}
    />
  );
}

interface CatalogProps<T extends Souvenir | ShopItem> {
  title: string;
  lead: string;
  createStore: (query: QueryContext) => FetcherStore<List<T>, unknown>;
  /** What an item costs: donations or roubles. */
  price: (item: T) => string;
  /** Below the card: the shop's buy link. */
  action?: (item: T) => ReactNode;
}

function Catalog<T extends Souvenir | ShopItem>({ title, lead, createStore, price, action }: CatalogProps<T>) {
  const { query } = useSection();
  const $items = useMemo(() => createStore(query), [createStore, query]);
  const value = useStore($items);
  return (
    <section className="dp">
      <h1>{title}</h1>
      <p className="dp__lead">{lead}</p>
      <QueryState value={value} onRetry={$items.revalidate}>
        {(list) => (
          <ul className="dp__grid">
            {list.results.map((item) => (
              <li key={item.id} className="dp__card">
                <h2>{item.title}</h2>
                <p>{item.description}</p>
                <p className="dp__price">{price(item)}</p>
                {!item.in_stock && <p className="dp__muted">{P.outOfStock}</p>}
                {action?.(item)}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
