// The home page's live block of mfe-helpme (docs/ARCHITECTURE.md §2.4, a row of the slot table):
// active requests for donors in the selected city, as a few links, and the way to place one.
// An extra on the shell's page: while loading or after a failure it shows nothing.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useSection } from '@donor/shared/ui/section-context';
import { Link } from '@donor/shared/ui/link';
import { pathTo } from '@donor/shared/routes';
import { interpolate } from '@donor/shared/i18n';
import { s } from '../helpme.strings.ts';
import { createHomeNeeds } from './home-needs.resource.ts';
import { NeedLinks } from './need-links.tsx';
import '../helpme.css';

export function HomeNeeds() {
  const { query, city } = useSection();
  const $needs = useMemo(() => createHomeNeeds(query, computed(city.$city, (c) => c.cityID)), [query, city]);
  const needs = useStore($needs);
  const { cityID, name } = useStore(city.$city);
  const title = cityID <= 0 ? s.needs.titleAll : name ? interpolate(s.needs.titleCity, { city: name }) : s.needs.title;
  if (!needs.data) return null;
  return (
    <section className="hm-home" aria-labelledby="hm-home-title">
      <h2 id="hm-home-title">{title}</h2>
      {needs.data.results.length === 0 ? <p className="hm-muted">{s.needs.empty}</p> : <NeedLinks needs={needs.data.results} />}
      <p><Link href={pathTo('helpme')}>{s.needs.all}</Link></p>
    </section>
  );
}
