// mfe-profile's first screens drawn with their data (docs/ARCHITECTURE.md «A first paint with the
// page's data»): the host renders them on the server from the page's first-screen answers
// (shared/src/first-screen.ts) and puts them into the HTML, so the donor reads the next dates
// before the section's code has run. On a 412 px phone and on a desktop the cabinet's LCP is
// a text of «Когда можно сдать снова» (a date's reason, span.cab-next__why). Server only: pages.ts
// never imports this module, so the browser never downloads it (and zod may check the answers).
import type { ReactNode } from 'react';
import { DonationList, DonorPlanLatest, EligibilityResponse } from '@donor/shared/contract/cabinet';
import { BOOKINGS_KEY, ELIGIBILITY_KEY, LATEST_DONATIONS_KEY, PLAN_KEY } from '@donor/shared/profile-keys';
import { MyBooking } from '@donor/shared/contract/booking';
import { listOf } from '@donor/shared/contract/common';
import { SkeletonList } from '@donor/shared/ui/states';
import type { FirstScreenPaintProps, FirstScreenPaints } from '@donor/shared/section-first-paint';
import { LatestBlock, LatestDonations, MainActionLinks, NextBlock, PlanText } from '../cabinet/cabinet-blocks.tsx';
import { readEligibility } from '../cabinet/cabinet.resource.ts';
import { tabOf } from '../cabinet/cabinet-tabs.ts';
import { HonoraryBlock } from '../cabinet/header-card.tsx';
import { BookingsBlock, BookingsList } from '../cabinet/my-bookings.tsx';
import { NextDates } from '../cabinet/next-dates.tsx';
import { CabinetFrame } from './page-frames.tsx';

type Answers = FirstScreenPaintProps['answers'];
type Read = ReturnType<typeof readEligibility>;

const BookingList = /* @__PURE__ */ listOf(MyBooking);

/** «Главное»: the bookings (a skeleton, as the live block starts, when their answer is missing), the main actions, the next dates with the plan. */
function mainPanel(answers: Answers, eligibility: Read): ReactNode {
  const plan = Object.hasOwn(answers, PLAN_KEY) ? DonorPlanLatest.safeParse(answers[PLAN_KEY]) : null;
  if (!plan?.success) return null;
  const bookings = BookingList.safeParse(answers[BOOKINGS_KEY]);
  return (
    <>
      <BookingsBlock>{bookings.success ? <BookingsList list={bookings.data} /> : <SkeletonList rows={1} />}</BookingsBlock>
      <MainActionLinks planned={plan.data !== null} />
      <NextBlock>
        <NextDates next={eligibility.next} today={eligibility.today} />
        <PlanText plan={plan.data} today={eligibility.today} />
      </NextBlock>
    </>
  );
}

/** «Донации»: the latest donations and the honorary path. */
function donationsPanel(answers: Answers, eligibility: Read): ReactNode {
  const latest = DonationList.safeParse(answers[LATEST_DONATIONS_KEY]);
  if (!latest.success) return null;
  return (
    <>
      <LatestBlock><LatestDonations list={latest.data} /></LatestBlock>
      <HonoraryBlock honorary={eligibility.honorary} today={eligibility.today} />
    </>
  );
}

/**
 * /profile/ logged in (spec §2): the frame, the places of the header card and the tabs, then the
 * open tab's blocks as CabinetPage renders them in its first commit. The other tabs, or an answer
 * missing or malformed (a visitor logged out has none): null, and the page gets its static frame.
 * A URL's #anchor never reaches the server: the picture shows the tab of its ?tab= (cabinet-tabs.ts).
 */
export function CabinetFirstScreen({ answers, search }: FirstScreenPaintProps) {
  const tab = tabOf(search, '');
  if ((tab !== 'main' && tab !== 'donations') || !EligibilityResponse.safeParse(answers[ELIGIBILITY_KEY]).success) return null;
  const eligibility = readEligibility(answers[ELIGIBILITY_KEY]);
  // The panel decides first: its frame without its blocks would be no better than the static picture.
  const panel = (tab === 'main' ? mainPanel : donationsPanel)(answers, eligibility);
  if (panel === null) return null;
  return (
    <CabinetFrame>
      {/* The header card needs the user (the boot payload's, not an answer); the tabs are buttons. */}
      <div className="cab-block cab-block--head" aria-hidden="true"><div className="cab-head-slot" /></div>
      <div className="cab-tabs cab-tabs-slot" aria-hidden="true" />
      <div className="cab-panel">{panel}</div>
    </CabinetFrame>
  );
}

export const FIRST_SCREEN_PAINTS = {
  profile: CabinetFirstScreen,
  newprofile: CabinetFirstScreen,
} satisfies FirstScreenPaints<'mfe_profile'>;
