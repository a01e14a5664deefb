// mfe-profile's router: its pages by route id (shared/routes). Routes of this section with no
// page yet show the spec's fallback screen («Раздел сейчас недоступен»), honestly.
import { useSection } from '@donor/shared/ui/section-context';
import { SectionFallback } from '@donor/shared/ui/section-fallback';
import { useSectionRoute, type SectionPages } from '@donor/shared/ui/use-section-route';
import { LoginPage } from '../login/login-page.tsx';
import { lazyPage } from './lazy-page.tsx';
import { CabinetPage } from '../cabinet/cabinet-page.tsx';
import { AchievementsPage } from '../achievements/achievements-frame.tsx';

// Sign-up, recovery and settings load on demand (lazy-page.tsx): the first load stays small.
const signUpPages = () => import('../sign-up/sign-up.pages.ts');
// The donor's cabinet (spec §2 /profile/**): one chunk per page group, but the cabinet page.
// The cabinet itself is in the first chunk: /profile/ is where a signed-in donor lands, and a
// lazy chunk there cost one more round trip before the first paint (Lighthouse LCP).
const cabinetPage = CabinetPage;
const donationPages = () => import('../donations/donations.pages.ts');
const achievementPages = () => import('../achievements/achievements.pages.ts');
const bonusPages = () => import('../bonuses/bonuses.pages.ts');

const PAGES: SectionPages = {
  login: LoginPage,
  'pre-sign-up': lazyPage(() => signUpPages().then((m) => m.PreSignUpPage)),
  'sign-up': lazyPage(() => signUpPages().then((m) => m.SignUpPage)),
  'sign-up-email': lazyPage(() => signUpPages().then((m) => m.SignUpEmailPage)),
  reset: lazyPage(() => import('../reset/reset-page.tsx').then((m) => m.ResetPage)),
  'profile-settings-personal': lazyPage(() => import('../settings/settings-page.tsx').then((m) => m.SettingsPage)),
  profile: cabinetPage,
  newprofile: cabinetPage,
  'profile-donations': lazyPage(() => donationPages().then((m) => m.DonationsPage)),
  'profile-donation': lazyPage(() => donationPages().then((m) => m.DonationPage)),
  'profile-donation-edit': lazyPage(() => donationPages().then((m) => m.EditDonationPage)),
  'profile-add-donation': lazyPage(() => donationPages().then((m) => m.AddDonationPage)),
  'profile-planning': lazyPage(() => import('../planning/planning-page.tsx').then((m) => m.PlanningPage)),
  'profile-payments': lazyPage(() => import('../payments/payments-page.tsx').then((m) => m.PaymentsPage)),
  achievements: AchievementsPage,
  'profile-achievements': lazyPage(() => achievementPages().then((m) => m.MyAchievementsPage)),
  bonus: lazyPage(() => bonusPages().then((m) => m.BonusPage)),
  'profile-bonus': lazyPage(() => bonusPages().then((m) => m.MyBonusesPage)),
};

export function ProfileRoot() {
  const { config } = useSection();
  return useSectionRoute(PAGES, <SectionFallback supportEmail={config.supportEmail} />);
}
