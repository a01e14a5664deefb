// The achievements page group, one lazy chunk (mfe-profile/src/app/lazy-page.tsx): the public
// catalogue and feed, and the donor's own achievements.
export { AchievementsBody } from './achievements-page.tsx';
export { MyAchievementsPage } from './my-achievements-page.tsx';
