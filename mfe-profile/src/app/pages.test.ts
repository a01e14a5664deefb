// The page table as the build reads it (scripts/section-pages.ts): the pages whose files the host
// names with the page (route-chunks.json → shell/server/preload.ts), so each starts downloading
// with the section's first chunk instead of one round trip after it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPageTable } from '../../../scripts/section-pages.ts';

const rows = readPageTable(readFileSync(new URL('./pages.ts', import.meta.url), 'utf8'));

describe('mfe-profile pages.ts, read by the build', () => {
  it('finds the module of every page loaded on demand, and of the achievements page’s own chunk', () => {
    expect(Object.fromEntries(rows.flatMap((row) => (row.module ? [[row.routeId, row.module]] : [])))).toEqual({
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
    });
  });

  it('keeps the landing pages in the first chunk: login and the cabinet load nothing more', () => {
    for (const id of ['login', 'profile', 'newprofile']) expect(rows.find((row) => row.routeId === id)?.module).toBeNull();
  });
});
