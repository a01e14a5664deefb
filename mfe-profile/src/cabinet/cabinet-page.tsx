// /profile/ (route 'profile'; also 'newprofile' once logged in, spec §2): the donor's cabinet.
// Tabs (cabinet-tab-list.tsx; docs/cabinet.md «Разделы»): «Главное» is the first phone screen —
// the header card (from the user the shell already has, no request), the next booking with its
// check-in code, the next possible dates (the eligibility answer) with the plan, and the main
// actions; «Донации» (the latest donations, the path to the honorary titles), «Подарки»
// (collective donations, gifts, advice: their own lazy chunk) and «Ещё» (the honor certificate,
// referrals, the other pages) are one tap away and load only when opened.
import { lazy, Suspense, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Link } from '@donor/shared/ui/link';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { CachedAt } from '@donor/shared/ui/cached-at';
import { localToday } from '@donor/shared/eligibility/dates';
import { pathTo } from '@donor/shared/routes';
import { createCabinetResource, type CabinetResource } from './cabinet.resource.ts';
import { cs } from './cabinet.strings.ts';
import { LatestBlock, LatestDonations, MainActionLinks, NextBlock, PlanText } from './cabinet-blocks.tsx';
import { CabinetTabList } from './cabinet-tab-list.tsx';
import { HeaderCard, HonoraryBlock } from './header-card.tsx';
import { NextDates } from './next-dates.tsx';
import { MyBookings } from './my-bookings.tsx';
import './cabinet.css';
import { CabinetFrame } from '../app/page-frames.tsx';

const CabinetExtras = lazy(() => import('./cabinet-extras.tsx').then((m) => ({ default: m.CabinetExtras })));
// Collective donations (the planned one with its .ics), gifts and advice: own chunk (spec §7).
const TogetherBlocks = lazy(() => import('../together/together-blocks.tsx').then((m) => ({ default: m.TogetherBlocks })));

export function CabinetPage() {
  const { query, api, auth } = useSection();
  const { user } = useStore(auth.$auth);
  const resource = useMemo(() => createCabinetResource({ query, api }), [query, api]);
  const eligibility = useStore(resource.$eligibility);
  const today = eligibility.data?.today ?? localToday();
  return (
    <CabinetFrame>
      {user ? <HeaderCard user={user} count={eligibility.data?.facts.donations.length ?? null} /> : <SkeletonList rows={1} />}
      <CabinetTabList
        panels={{
          main: () => (
            <>
              <MyBookings />
              {/* Before the dates: on a 390×844 phone the actions and the first dates both fit. */}
              <MainActions resource={resource} />
              <NextBlock>
                <CachedAt store={resource.$eligibility} />
                <QueryState value={eligibility} loading={<SkeletonList rows={1} />} onRetry={resource.$eligibility.revalidate}>
                  {(data) => <NextDates next={data.next} today={today} />}
                </QueryState>
                <PlanLine resource={resource} today={today} />
              </NextBlock>
            </>
          ),
          donations: () => (
            <>
              <LatestDonationsBlock resource={resource} />
              {eligibility.data && <HonoraryBlock honorary={eligibility.data.honorary} today={today} />}
            </>
          ),
          gifts: () => (
            <>
              <p className="cab-links"><Link href={pathTo('profile-bonus')}>{cs.cabinet.bonusesLink}</Link></p>
              {user && <Suspense fallback={<SkeletonList rows={2} />}><TogetherBlocks giftsFirst /></Suspense>}
            </>
          ),
          more: () => (
            <>
              <nav className="cab-block" aria-labelledby="cab-more">
                <h2 id="cab-more">{cs.cabinet.more}</h2>
                <ul className="cab-links">
                  <li><Link href={pathTo('profile-payments')}>{cs.cabinet.links.payments}</Link></li>
                  <li><a href="#cab-certificate">{cs.cabinet.links.certificate}</a></li>
                  <li><a href="#cab-referrals">{cs.cabinet.links.referrals}</a></li>
                  <li><Link href={pathTo('profile-bonus')}>{cs.cabinet.links.bonus}</Link></li>
                  <li><Link href={pathTo('profile-settings-personal')}>{cs.cabinet.links.settings}</Link></li>
                </ul>
              </nav>
              {user && <Suspense fallback={<SkeletonList rows={2} />}><CabinetExtras resource={resource} userId={user.id} /></Suspense>}
            </>
          ),
        }}
      />
    </CabinetFrame>
  );
}

/** The plan line from the plan's store (cabinet-blocks.tsx draws it). */
function PlanLine({ resource, today }: { resource: CabinetResource; today: string }) {
  const plan = useStore(resource.$plan);
  return <PlanText plan={plan.data} today={today} />;
}

function MainActions({ resource }: { resource: CabinetResource }) {
  const plan = useStore(resource.$plan);
  return <MainActionLinks planned={Boolean(plan.data)} />;
}

function LatestDonationsBlock({ resource }: { resource: CabinetResource }) {
  const latest = useStore(resource.$latest);
  return (
    <LatestBlock>
      <QueryState value={latest} loading={<SkeletonList rows={2} />} onRetry={resource.$latest.revalidate}>
        {(list) => <LatestDonations list={list} />}
      </QueryState>
    </LatestBlock>
  );
}
