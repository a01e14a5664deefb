// The build's reading of a section's page table (section-pages.ts).
import { describe, expect, it } from 'vitest';
import { readPageTable } from './section-pages.ts';

describe('readPageTable', () => {
  it('gives each row its route id, the module its import() loads and whether it has a first paint', () => {
    const source = `
      import { lazyPage } from '@donor/shared/ui/lazy-page';
      export const PAGES = {
        top: { page: TopPage, firstPaint: TopFrame },
        'sign-up': { page: lazyPage(() => import('../sign-up/sign-up.pages.ts').then((m) => m.SignUpPage)) },
        achievements: { page: AchievementsPage, chunk: () => import('../achievements/achievements.pages.ts') },
      } satisfies PageTable<'mfe_profile'>;`;
    expect(readPageTable(source)).toEqual([
      { routeId: 'top', module: null, firstPaint: true },
      { routeId: 'sign-up', module: 'src/sign-up/sign-up.pages.ts', firstPaint: false },
      { routeId: 'achievements', module: 'src/achievements/achievements.pages.ts', firstPaint: false },
    ]);
  });

  it('refuses what it cannot read: two modules in a row, a computed import, a spread, no table', () => {
    expect(() => readPageTable(`export const PAGES = { a: { page: P, chunk: () => import('./x.ts'), more: () => import('./y.ts') } };`)).toThrow(/«a» загружает несколько модулей/);
    expect(() => readPageTable('export const PAGES = { a: { page: lazyPage(() => import(name)) } };')).toThrow(/import\(\) только со строкой/);
    expect(() => readPageTable('export const PAGES = { ...OTHER };')).toThrow(/без «...»/);
    expect(() => readPageTable('export const ROUTES = {};')).toThrow(/нет `export const PAGES/);
  });
});
