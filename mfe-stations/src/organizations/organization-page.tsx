// /organizations/{id} (route table 'organization'; spec §2 "Organization page").
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Link, navigate } from '@donor/shared/ui/link';
import { Button } from '@donor/shared/ui/button';
import { formatDate, interpolate, plural } from '@donor/shared/i18n';
import { loginHref } from '@donor/shared/routes';
import type { AddressNeed } from '@donor/shared/contract/stations';
import { BLOOD_CLASS_TEXT, s } from '../stations.strings.ts';
import { stationHref } from '../links.ts';
import { EventList } from '../events/event-card.tsx';
import { ErrorState, SkeletonList } from '../ui/states.tsx';
import { createOrganizationPage } from './organization.store.ts';

function Needs({ items }: { items: AddressNeed[] }) {
  if (items.length === 0) return <p className="st-muted">{s.org.noNeeds}</p>;
  return (
    <ul className="st-event-list">
      {items.map((n) => (
        <li key={n.id} className="st-event-card">
          <p className="st-event-card__meta"><span>{BLOOD_CLASS_TEXT[n.blood_class] ?? n.blood_class}</span><span>{interpolate(s.org.needUntil, { date: formatDate(n.last_date) })}</span></p>
          <h3 className="st-event-card__title">{n.title}</h3>
          <p>{interpolate(plural(n.required_donors_count, s.org.needDonors), { n: n.required_donors_count })}</p>
          {n.blood_station && <p><Link href={stationHref(n.blood_station.slug)}>{n.blood_station.title}</Link></p>}
        </li>
      ))}
    </ul>
  );
}

export function OrganizationPage({ id }: { id: number }) {
  const { api, auth, ui } = useSection();
  const store = useMemo(() => createOrganizationPage({
    api,
    isLoggedIn: () => Boolean(auth.$auth.get().token),
    goLogin: () => navigate(loginHref(window.location.pathname + window.location.search)),
  }), [api, auth]);
  const st = useStore(store.$org);
  useEffect(() => void store.load(id), [store, id]);
  useEffect(() => { if (st.org) ui.setTitle(st.org.name); }, [st.org, ui]);

  if (st.status === 'loading') return <div className="st-page"><SkeletonList rows={3} /></div>;
  if (st.status === 'error' || !st.org) return <div className="st-page"><ErrorState message={s.org.loadError} onRetry={() => void store.load(id)} /></div>;
  const org = st.org;
  const status = org.user_status;
  const statusText = status?.is_manager ? s.org.statusManager : status?.joined ? s.org.statusMember : s.org.statusGuest;
  return (
    <article className="st-page st-org" aria-labelledby="org-title">
      <header className="st-station__head">
        <div>
          <h1 id="org-title">{org.name}</h1>
          <p className="st-muted">
            {org.city ? `${org.city.title} · ` : ''}{interpolate(plural(org.members_count, s.org.members), { n: org.members_count })}
          </p>
        </div>
        <div className="st-org__status" aria-live="polite">
          <p>{statusText}</p>
          {!status ? (
            <Button onClick={() => void store.join()}>{s.org.loginToJoin}</Button>
          ) : status.joined ? (
            <Button variant="secondary" loading={st.busy} onClick={() => void store.leave()}>{s.org.leave}</Button>
          ) : (
            <Button loading={st.busy} onClick={() => void store.join()}>{s.org.join}</Button>
          )}
          {st.actionFailed && <p className="ui-error" role="alert">{s.org.actionError}</p>}
        </div>
      </header>
      {st.partsFailed && <ErrorState message={s.station.sectionError} onRetry={() => void store.load(id)} />}
      <div className="st-station__grid">
        <section className="st-block" aria-labelledby="org-ev-a"><h2 id="org-ev-a">{s.org.actualEvents}</h2><EventList events={st.events?.actual ?? []} empty={s.org.noEvents} /></section>
        <section className="st-block" aria-labelledby="org-nd-a"><h2 id="org-nd-a">{s.org.actualNeeds}</h2><Needs items={st.needs?.actual ?? []} /></section>
        <section className="st-block" aria-labelledby="org-ev-p"><h2 id="org-ev-p">{s.org.pastEvents}</h2><EventList events={st.events?.past ?? []} empty={s.org.noEvents} /></section>
        <section className="st-block" aria-labelledby="org-nd-p"><h2 id="org-nd-p">{s.org.pastNeeds}</h2><Needs items={st.needs?.past ?? []} /></section>
      </div>
    </article>
  );
}
