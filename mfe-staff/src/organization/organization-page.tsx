// /staff/organizations/:id (route 'staff-organization'; the «Мои организации» menu; docs/booking.md
// «Акции сотрудников»): for the organization's managers (and moderators) — its members, its
// events with the same tools a station has (../events/events-panel.tsx), and its help-me requests
// with their moderation state. Phone first.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { StaffOrganization } from '@donor/shared/contract/staff-stations';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { NotFound, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { usePageTitle, type SectionPageProps } from '@donor/shared/ui/use-section-route';
import { EventsPanel } from '../events/events-panel.tsx';
import { loadErrorText } from '../events/load-error.ts';
import { pageId } from '../events/page-id.ts';
import { COMPONENT_TEXT } from '../station/station.strings.ts';
import { createOrganizationResource } from './organization.resource.ts';
import { os } from './organization.strings.ts';
import './organization.css';

export function OrganizationPage({ params }: SectionPageProps) {
  const id = pageId(params.id);
  if (id === null) return <NotFound />;
  return <Organization id={id} />;
}

function Organization({ id }: { id: number }) {
  const { query } = useSection();
  const resource = useMemo(() => createOrganizationResource({ query }, id), [query, id]);
  const value = useStore(resource.$organization);
  usePageTitle(value.data?.organization.name);
  return (
    <QueryState value={value} loading={<SkeletonList rows={4} />} errorMessage={loadErrorText(value.error, os.loadError)} onRetry={resource.$organization.revalidate}>
      {(org) => <OrganizationBody org={org} />}
    </QueryState>
  );
}

const blood = (c: string): string => (c === 'blood' ? COMPONENT_TEXT.whole_blood : COMPONENT_TEXT[c as keyof typeof COMPONENT_TEXT] ?? c);

function OrganizationBody({ org }: { org: StaffOrganization }) {
  const { id, name, city } = org.organization;
  return (
    <section className="staff-org" aria-labelledby="staff-org-title">
      <header>
        <h1 id="staff-org-title">{name}</h1>
        {city && <p className="staff-muted">{city.title}</p>}
        <p>{os.intro}</p>
        <p><Link href={pathTo('organization', { id })}>{os.publicLink}</Link></p>
      </header>

      <section className="staff-card" aria-labelledby="org-members">
        <h2 id="org-members">{os.members}</h2>
        <p className="staff-muted">
          {interpolate(os.membersCount, { n: org.members_count })}
          {org.members_count > org.members.length && ` · ${interpolate(os.membersShown, { n: org.members.length })}`}
        </p>
        {org.members.length === 0 ? <p>{os.noMembers}</p> : (
          <ul className="staff-org__list">
            {org.members.map((m) => (
              <li key={m.id}><span>{m.name}</span> <span className="staff-muted">{interpolate(os.joined, { date: formatDate(m.joined_at) })}</span></li>
            ))}
          </ul>
        )}
      </section>

      <EventsPanel owner={{ organization_id: id }} />

      <section className="staff-card" aria-labelledby="org-needs">
        <h2 id="org-needs">{os.needs}</h2>
        {org.needs.length === 0 ? <p>{os.noNeeds}</p> : (
          <ul className="staff-org__list">
            {org.needs.map((n) => (
              <li key={n.id} className="staff-org__need">
                <Link href={pathTo('recipient', { id: n.id })}>{n.title}</Link>
                <span className="staff-muted">
                  {[blood(n.blood_class), os.status[n.status] ?? n.status, os.moderation[n.moderation] ?? n.moderation,
                    interpolate(os.needDonors, { joined: n.joined_count, required: n.required_donors_count }),
                    interpolate(os.needUntil, { date: formatDate(n.last_date) })].join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
