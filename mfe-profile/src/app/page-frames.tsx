// The tops of mfe-profile's pages (title and, where the page has one, its intro): each live page,
// a lazy page's loading state (the kit's lazyPage) and the build's first paint of it
// (src/app/pages.ts `firstPaint`, docs/ARCHITECTURE.md «A section page's first paint») render the
// same frame, so the title stays in one spot from the HTML to the live page. Small on purpose: this
// file is in the section's first chunk; the lazy pages' own strings are not (page-heads.strings.ts).
import type { ReactNode } from 'react';
import { interpolate, t } from '@donor/shared/i18n';
import { cs } from '../cabinet/cabinet.strings.ts';
import { as } from '../achievements/achievements.strings.ts';
import { HEADS, MAX_PINNED } from './page-heads.strings.ts';
import './page-frames.css';

type Children = { children?: ReactNode };

/** The cabinet's pages: `.cab-page` with its h1 and an intro paragraph. */
export function CabFrame({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="cab-page">
      <h1>{title}</h1>
      {intro !== undefined && <p>{intro}</p>}
      {children}
    </div>
  );
}

/** The auth and settings forms: `.pf-page` labelled by its h1. */
export function FormFrame({ titleId, title, className = 'pf-page', children }: { titleId?: string; title: string; className?: string; children?: ReactNode }) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}

export const LoginFrame = ({ children }: Children) => <FormFrame className="login" titleId="login-title" title={t.auth.loginTitle}>{children}</FormFrame>;
export const PreSignUpFrame = ({ children }: Children) => <FormFrame titleId="sign-up-title" title={HEADS.signUp.title}>{children}</FormFrame>;
export const SignUpPhoneFrame = ({ children }: Children) => <FormFrame titleId="sign-up-title" title={HEADS.signUp.phoneTitle}>{children}</FormFrame>;
export const SignUpEmailFrame = ({ children }: Children) => <FormFrame titleId="sign-up-title" title={HEADS.signUp.emailTitle}>{children}</FormFrame>;
export const ResetFrame = ({ title = HEADS.resetTitle, children }: Children & { title?: string }) => <FormFrame titleId="reset-title" title={title}>{children}</FormFrame>;
export const SettingsFrame = ({ children }: Children) => <FormFrame className="pf-page st-page" title={HEADS.settingsTitle}>{children}</FormFrame>;

export const CabinetFrame = ({ children }: Children) => <CabFrame title={cs.cabinet.title}>{children}</CabFrame>;
export const DonationsFrame = ({ children }: Children) => <CabFrame title={cs.donations.title}>{children}</CabFrame>;
export const AddDonationFrame = ({ children }: Children) => <CabFrame title={cs.form.addTitle}>{children}</CabFrame>;
export const PlanningFrame = ({ children }: Children) => <CabFrame title={cs.planning.title} intro={cs.planning.intro}>{children}</CabFrame>;
export const PaymentsFrame = ({ children }: Children) => <CabFrame title={cs.payments.title}>{children}</CabFrame>;
export const AchievementsFrame = ({ children }: Children) => <CabFrame title={as.title} intro={as.intro}>{children}</CabFrame>;
export const MyAchievementsFrame = ({ children }: Children) => (
  <CabFrame title={HEADS.myAchievements.title} intro={interpolate(HEADS.myAchievements.intro, { max: MAX_PINNED })}>{children}</CabFrame>
);
export const BonusFrame = ({ children }: Children) => <CabFrame title={HEADS.bonus.title} intro={HEADS.bonus.intro}>{children}</CabFrame>;
export const MyBonusesFrame = ({ children }: Children) => <CabFrame title={HEADS.myBonuses.title} intro={HEADS.myBonuses.intro}>{children}</CabFrame>;
