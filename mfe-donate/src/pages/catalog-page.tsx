// /souvenir/ and /charityshop (spec §2): the catalogues from the API (GET /api/souvenirs/,
// GET /api/charityshop/).
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { createLoader } from './loader.store.ts';
import { LoadState } from './status.tsx';
import type { Page, ShopItem, Souvenir } from './pages.types.ts';
import { P, rub } from '../donate.strings.ts';

export function CatalogPage({ kind }: { kind: 'souvenir' | 'charityshop' }) {
  const { api } = useSection();
  const $list = useMemo(
    () => createLoader(() => api.get<Page<Souvenir | ShopItem>>(kind === 'souvenir' ? '/api/souvenirs/' : '/api/charityshop/', { query: { page_size: 100 } })),
    [api, kind],
  );
  const state = useStore($list);
  return (
    <section className="dp">
      <h1>{kind === 'souvenir' ? P.souvenirTitle : P.charityTitle}</h1>
      <p className="dp__lead">{kind === 'souvenir' ? P.souvenirLead : P.charityLead}</p>
      <LoadState state={state} />
      {state.status === 'ok' && (
        <ul className="dp__grid">
          {state.data.results.map((item) => (
            <li key={item.id} className="dp__card">
              <h2>{item.title}</h2>
              <p>{item.description}</p>
              <p className="dp__price">{'price' in item ? rub(item.price) : P.donationsNeeded(item.donations_needed)}</p>
              {!item.in_stock && <p className="dp__muted">{P.outOfStock}</p>}
              {'buy_url' in item && item.buy_url && item.in_stock && (
                <a className="ui-button" href={item.buy_url} target="_blank" rel="noopener noreferrer">{P.buy}</a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
