// /organizations/{id} (route table 'organization'; spec §2 "Organization page").
import { useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Link } from '@donor/shared/ui/link';
import { Button } from '@donor/shared/ui/button';
import { ErrorState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { usePageTitle, type SectionPageProps } from '@donor/shared/ui/use-section-route';
import { formatDate, interpolate, plural } from '@donor/shared/i18n';
import type { AddressNeed, Organization } from '@donor/shared/contract/stations';
import { BLOOD_CLASS_TEXT, s } from '../stations.strings.ts';
import { goLogin, numericId, recipientHref, stationHref } from '../links.ts';
import { EventList } from '../events/event-card.tsx';
import { createOrganizationPage, type OrganizationPageModel } from './organization.resource.ts';

function Needs({ items }: { items: AddressNeed[] }) {
  if (items.length === 0) return <p className="st-muted">{s.org.noNeeds}</p>;
  return (
    <ul className="st-event-list">
      {items.map((n) => (
        <li key={n.id} className="st-event-card">
          <p className="st-event-card__meta"><span>{BLOOD_CLASS_TEXT[n.blood_class] ?? n.blood_class}</span><span>{interpolate(s.org.needUntil, { date: formatDate(n.last_date) })}</span></p>
          <h3 className="st-event-card__title"><Link href={recipientHref(n.id)}>{n.title}</Link></h3>
          <p>{interpolate(plural(n.required_donors_count, s.org.needDonors), { n: n.required_donors_count })}</p>
          {n.blood_station && <p><Link href={stationHref(n.blood_station.slug)}>{n.blood_station.title}</Link></p>}
        </li>
      ))}
    </ul>
  );
}

/** The route 'organization' (a malformed id shows nothing, as no organization can have it). */
export function OrganizationPage({ params }: SectionPageProps) {
  const id = numericId(params.id);
  return id === null ? null : <OrganizationView id={id} />;
}

function OrganizationView({ id }: { id: number }) {
  const { query, api, auth } = useSection();
  const page = useMemo(
    () => createOrganizationPage({ query, api, auth }, id, { goLogin }),
    [query, api, auth, id],
  );
  const value = useStore(page.$org);
  usePageTitle(value.data?.name);
  // Any failure of the organization itself, 404 included, offers a retry (as the page always did).
  const failed = <ErrorState message={s.org.loadError} onRetry={page.retry} />;
  return (
    <div className="st-page">
      <QueryState value={value} loading={<SkeletonList rows={3} />} notFound={failed} errorMessage={s.org.loadError} onRetry={page.retry}>
        {(org) => <OrganizationArticle page={page} org={org} />}
      </QueryState>
    </div>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return <section className="st-block" aria-labelledby={id}><h2 id={id}>{title}</h2>{children}</section>;
}

function OrganizationArticle({ page, org }: { page: OrganizationPageModel; org: Organization }) {
  const events = useStore(page.$events);
  const needs = useStore(page.$needs);
  const partsFailed = useStore(page.$partsFailed);
  const membership = useStore(page.$membership);
  const busy = Boolean(membership.loading);
  const status = org.user_status;
  const statusText = status?.is_manager ? s.org.statusManager : status?.joined ? s.org.statusMember : s.org.statusGuest;
  // A block shows skeletons until its answer; a failed one shows an empty list under the notice.
  const loading = <SkeletonList rows={2} />;
  const pending = (v: { data?: unknown; error?: unknown }) => v.data === undefined && v.error === undefined;
  return (
    <OrganizationFrame
      title={org.name}
      sub={<p className="st-muted">{org.city ? `${org.city.title} · ` : ''}{interpolate(plural(org.members_count, s.org.members), { n: org.members_count })}</p>}
      aside={
        <div className="st-org__status" aria-live="polite">
          <p>{statusText}</p>
          {!status ? (
            <Button onClick={() => void page.join()}>{s.org.loginToJoin}</Button>
          ) : status.joined ? (
            <Button variant="secondary" loading={busy} onClick={() => void page.leave()}>{s.org.leave}</Button>
          ) : (
            <Button loading={busy} onClick={() => void page.join()}>{s.org.join}</Button>
          )}
          {membership.error !== undefined && <p className="ui-error" role="alert">{s.org.actionError}</p>}
        </div>
      }
    >
      {partsFailed && <ErrorState message={s.station.sectionError} onRetry={page.retry} />}
      <div className="st-station__grid">
        <Block id="org-ev-a" title={s.org.actualEvents}>{pending(events) ? loading : <EventList events={events.data?.actual ?? []} empty={s.org.noEvents} />}</Block>
        <Block id="org-nd-a" title={s.org.actualNeeds}>{pending(needs) ? loading : <Needs items={needs.data?.actual ?? []} />}</Block>
        <Block id="org-ev-p" title={s.org.pastEvents}>{pending(events) ? loading : <EventList events={events.data?.past ?? []} empty={s.org.noEvents} />}</Block>
        <Block id="org-nd-p" title={s.org.pastNeeds}>{pending(needs) ? loading : <Needs items={needs.data?.past ?? []} />}</Block>
      </div>
    </OrganizationFrame>
  );
}

/**
 * The organization's top: the live page and the build's first paint of it (src/app/pages.ts
 * `firstPaint`, with the name the host fills in from the page's first-screen answer) both render
 * it, so the name stays where it was painted; the line under it and the status come with the live page.
 */
export function OrganizationFrame({ title, sub, aside, children }: { title: string; sub?: ReactNode; aside?: ReactNode; children?: ReactNode }) {
  return (
    <article className="st-org" aria-labelledby="org-title">
      <header className="st-station__head">
        <div>
          <h1 id="org-title">{title}</h1>
          {sub}
        </div>
        {aside}
      </header>
      {children}
    </article>
  );
}

/** The first paint: the frame in the page's block, as `OrganizationView` puts it. */
export const OrganizationTop = ({ title }: { title: string }) => <div className="st-page"><OrganizationFrame title={title} /></div>;
