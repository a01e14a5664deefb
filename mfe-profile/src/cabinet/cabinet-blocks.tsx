// The cabinet's blocks as pure renders of their data (spec §2 /profile/): the live page
// (cabinet-page.tsx) feeds them from its stores, and the host's picture of the first screen
// (src/app/first-screen-paints.tsx; docs/ARCHITECTURE.md «A first paint with the page's data»)
// from the page's first-screen answers. One markup for both, so nothing moves when the live page
// replaces the picture. No hooks here: the picture is rendered on the server without the section.
import type { ReactNode } from 'react';
import type { List } from '@donor/shared/contract/common';
import type { Donation, DonorPlan } from '@donor/shared/contract/cabinet';
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import { interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { EmptyState } from '@donor/shared/ui/states';
import { DonationRow } from '../donations/donation-row.tsx';
import { cs } from './cabinet.strings.ts';
import { dayText } from './cabinet-format.ts';

/** What a donor comes to do: add a donation, book one, plan the next (or change the plan they have). */
export function MainActionLinks({ planned }: { planned: boolean }) {
  return (
    <nav className="cab-main-actions" aria-label={cs.cabinet.actions}>
      <Link className="ui-button" href={pathTo('profile-add-donation')}>{cs.cabinet.addDonation}</Link>
      <Link className="ui-button ui-button--secondary" href={pathTo('events')}>{cs.cabinet.findEvent}</Link>
      <Link className="ui-button ui-button--secondary" href={pathTo('profile-planning')}>{planned ? cs.cabinet.planChange : cs.cabinet.planAction}</Link>
    </nav>
  );
}

/** A block of the cabinet: a section named by its h2 (`id` is the h2's). */
export function TitledBlock({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <section className="cab-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** «Когда можно сдать снова»: its title over the dates (next-dates.tsx) and the plan line. */
export const NextBlock = ({ children }: { children?: ReactNode }) => <TitledBlock id="cab-next" title={cs.cabinet.nextTitle}>{children}</TitledBlock>;

/** The donor's plan in one line under the next dates: what, when and where they mean to give. */
export function PlanText({ plan, today }: { plan: DonorPlan | null | undefined; today: string }) {
  if (!plan) return null;
  return (
    <p className="cab-plan">
      <strong>{cs.cabinet.planTitle}:</strong>{' '}
      {interpolate(cs.cabinet.planAt, { component: COMPONENT_LABEL[plan.blood_class], date: dayText(plan.plan_date, today), station: plan.blood_station.title })}
    </p>
  );
}

/** «Последние донации» (the «Донации» tab): its title over the list. */
export const LatestBlock = ({ children }: { children?: ReactNode }) => <TitledBlock id="cab-latest" title={cs.cabinet.latestTitle}>{children}</TitledBlock>;

/** The three newest donations with the link to all of them, or the empty state. */
export function LatestDonations({ list }: { list: List<Donation> }) {
  return list.results.length === 0 ? (
    <EmptyState title={cs.cabinet.latestNone}><Link href={pathTo('profile-add-donation')}>{cs.cabinet.addDonation}</Link></EmptyState>
  ) : (
    <>
      <ul className="cab-list">{list.results.map((d) => <DonationRow key={d.id} donation={d} />)}</ul>
      <p><Link href={pathTo('profile-donations')}>{cs.cabinet.allDonations}</Link></p>
    </>
  );
}
