// The achievements page group, one lazy chunk (src/app/pages.ts, the kit's lazyPage): the public
// catalogue and feed, and the donor's own achievements.
export { AchievementsBody } from './achievements-page.tsx';
export { MyAchievementsPage } from './my-achievements-page.tsx';
