// The tops of mfe-staff's pages (title and intro): each live page, a lazy page's loading state (the
// kit's lazyPage) and the build's first paint (src/app/pages.ts `firstPaint`, docs/ARCHITECTURE.md
// «A section page's first paint») render the same frame. The first paint also draws the staff
// frame around it (staff-root.tsx) with the one area every person has, «Главная»: on a phone the
// nav is a row above the page, and without it the title would move down when the live page comes.
// Small on purpose: this file is in the section's first chunk.
import type { ComponentType, ReactNode } from 'react';
import { pathTo, routeById, type RouteIdOf } from '@donor/shared/routes';
import { PageFrame } from '@donor/shared/ui/page-frame';
import { st } from '../staff.strings.ts';
import { INTROS } from './page-heads.strings.ts';

type Children = { children?: ReactNode };

const frame = (routeId: RouteIdOf<'mfe_staff'>, block: string, intro: string) => function StaffPageFrame({ children }: Children) {
  return <PageFrame block={block} titleId={`${block}-title`} title={routeById(routeId).title} intro={intro}>{children}</PageFrame>;
};

export const StaffHomeFrame = frame('staff', 'staff-home', st.home.intro);
export const DonationsFrame = frame('staff-donations', 'staff-donations', INTROS.donations);
export const HelpmeFrame = frame('staff-helpme', 'staff-helpme', INTROS.helpme);
export const CheckinFrame = frame('staff-checkin', 'staff-checkin', INTROS.checkin);
export const GiftsFrame = frame('staff-gifts', 'staff-gifts', INTROS.gifts);
export const FundraisersFrame = frame('staff-fundraisers', 'staff-fundraisers', INTROS.fundraisers);
export const PeopleFrame = frame('staff-people', 'staff-people', INTROS.people);
export const AuditFrame = frame('staff-audit', 'staff-audit', INTROS.audit);

/** The first paint of a page: its frame inside the staff frame's picture (no data, no controls). */
export const inStaffFrame = (Frame: ComponentType, current = false) => function StaffFirstPaint() {
  return (
    <div className="staff">
      <nav className="staff-nav" aria-label={st.nav.label}>
        <ul className="staff-nav__list">
          <li><a href={pathTo('staff')} className="staff-nav__link" aria-current={current ? 'page' : undefined}>{st.nav.home}</a></li>
        </ul>
      </nav>
      <div className="staff__page"><Frame /></div>
    </div>
  );
};
