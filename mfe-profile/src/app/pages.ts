// mfe-profile's pages by route id (docs/ARCHITECTURE.md «Checklists»): the router
// (profile-root.tsx) renders them, and the build reads the same table (scripts/section-pages.ts):
// a page loaded on demand writes its import() in its row, and the build lists that module's files
// so the host names them with the page (shell/server/preload.ts), one round trip sooner on a
// phone. Routes of this section with no row show the spec's fallback screen.
import { lazyPage } from '@donor/shared/ui/lazy-page';
import type { PageTable } from '@donor/shared/ui/use-section-route';
import { LoginPage } from '../login/login-page.tsx';
import { CabinetPage } from '../cabinet/cabinet-page.tsx';
import { AchievementsPage } from '../achievements/achievements-frame.tsx';
import {
  AchievementsFrame, AddDonationFrame, BonusFrame, CabinetFrame, DonationsFrame, LoginFrame, MyAchievementsFrame, MyBonusesFrame,
  PaymentsFrame, PlanningFrame, PreSignUpFrame, ResetFrame, SettingsFrame, SignUpEmailFrame, SignUpPhoneFrame,
} from './page-frames.tsx';

// Sign-up, recovery and settings load on demand: the first load stays small. The donor's cabinet
// (spec §2 /profile/**) comes as one chunk per page group, but the cabinet page itself is in the
// first chunk: /profile/ is where a signed-in donor lands, and a lazy chunk there cost one more
// round trip before the first paint (Lighthouse LCP).
// `firstPaint` (docs/ARCHITECTURE.md «A section page's first paint»): each page's title and intro
// arrive in the page's HTML, and a lazy page shows the same frame while its chunk loads. A
// donation's page and its edit form have none: their title is the donation's, which the host
// does not ask for.
export const PAGES = {
  login: { page: LoginPage, firstPaint: LoginFrame },
  'pre-sign-up': { page: lazyPage(() => import('../sign-up/sign-up.pages.ts').then((m) => m.PreSignUpPage), PreSignUpFrame), firstPaint: PreSignUpFrame },
  'sign-up': { page: lazyPage(() => import('../sign-up/sign-up.pages.ts').then((m) => m.SignUpPage), SignUpPhoneFrame), firstPaint: SignUpPhoneFrame },
  'sign-up-email': { page: lazyPage(() => import('../sign-up/sign-up.pages.ts').then((m) => m.SignUpEmailPage), SignUpEmailFrame), firstPaint: SignUpEmailFrame },
  reset: { page: lazyPage(() => import('../reset/reset-page.tsx').then((m) => m.ResetPage), ResetFrame), firstPaint: ResetFrame },
  'profile-settings-personal': { page: lazyPage(() => import('../settings/settings-page.tsx').then((m) => m.SettingsPage), SettingsFrame), firstPaint: SettingsFrame },
  profile: { page: CabinetPage, firstPaint: CabinetFrame },
  newprofile: { page: CabinetPage, firstPaint: CabinetFrame },
  'profile-donations': { page: lazyPage(() => import('../donations/donations.pages.ts').then((m) => m.DonationsPage), DonationsFrame), firstPaint: DonationsFrame },
  'profile-donation': { page: lazyPage(() => import('../donations/donations.pages.ts').then((m) => m.DonationPage)) },
  'profile-donation-edit': { page: lazyPage(() => import('../donations/donations.pages.ts').then((m) => m.EditDonationPage)) },
  'profile-add-donation': { page: lazyPage(() => import('../donations/donations.pages.ts').then((m) => m.AddDonationPage), AddDonationFrame), firstPaint: AddDonationFrame },
  'profile-planning': { page: lazyPage(() => import('../planning/planning-page.tsx').then((m) => m.PlanningPage), PlanningFrame), firstPaint: PlanningFrame },
  'profile-payments': { page: lazyPage(() => import('../payments/payments-page.tsx').then((m) => m.PaymentsPage), PaymentsFrame), firstPaint: PaymentsFrame },
  // The title and intro paint with the first chunk; the cards and the feed come in their own.
  achievements: { page: AchievementsPage, chunk: () => import('../achievements/achievements.pages.ts'), firstPaint: AchievementsFrame },
  'profile-achievements': { page: lazyPage(() => import('../achievements/achievements.pages.ts').then((m) => m.MyAchievementsPage), MyAchievementsFrame), firstPaint: MyAchievementsFrame },
  bonus: { page: lazyPage(() => import('../bonuses/bonuses.pages.ts').then((m) => m.BonusPage), BonusFrame), firstPaint: BonusFrame },
  'profile-bonus': { page: lazyPage(() => import('../bonuses/bonuses.pages.ts').then((m) => m.MyBonusesPage), MyBonusesFrame), firstPaint: MyBonusesFrame },
} satisfies PageTable<'mfe_profile'>;
