// The bonuses page group, one lazy chunk (src/app/pages.ts, the kit's lazyPage): the public
// catalogue and the donor's taken bonuses (which also loads the "together" blocks lazily).
export { BonusPage } from './bonus-page.tsx';
export { MyBonusesPage } from './my-bonuses-page.tsx';
