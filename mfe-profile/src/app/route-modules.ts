// The module of each page mfe-profile loads on demand, by route id (scripts/route-chunks.ts):
// the build lists each one's files in route-chunks.json and the host preloads the files of the
// page being opened. The same modules are the lazy imports of profile-root.tsx
// (route-modules.test.ts keeps the two in step).
export const PROFILE_ROUTE_MODULES = {
  'pre-sign-up': 'src/sign-up/sign-up.pages.ts',
  'sign-up': 'src/sign-up/sign-up.pages.ts',
  'sign-up-email': 'src/sign-up/sign-up.pages.ts',
  reset: 'src/reset/reset-page.tsx',
  'profile-settings-personal': 'src/settings/settings-page.tsx',
  'profile-donations': 'src/donations/donations.pages.ts',
  'profile-donation': 'src/donations/donations.pages.ts',
  'profile-donation-edit': 'src/donations/donations.pages.ts',
  'profile-add-donation': 'src/donations/donations.pages.ts',
  'profile-planning': 'src/planning/planning-page.tsx',
  'profile-payments': 'src/payments/payments-page.tsx',
  achievements: 'src/achievements/achievements.pages.ts',
  'profile-achievements': 'src/achievements/achievements.pages.ts',
  bonus: 'src/bonuses/bonuses.pages.ts',
  'profile-bonus': 'src/bonuses/bonuses.pages.ts',
} as const;
