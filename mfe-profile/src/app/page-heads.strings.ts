// The titles and intros of mfe-profile's pages that load on demand (spec §1: Russian), apart from
// the rest of their words: the section's first chunk carries them for the pages' frames
// (page-frames.tsx, docs/ARCHITECTURE.md «A section page's first paint»), while each page group's
// own strings stay in its lazy chunk. The groups' strings files take these same values.
export const HEADS = {
  signUp: { title: 'Регистрация', emailTitle: 'Регистрация по e-mail', phoneTitle: 'Регистрация по телефону' },
  resetTitle: 'Восстановление пароля',
  settingsTitle: 'Настройки аккаунта',
  bonus: {
    title: 'Бонусы для доноров',
    intro: 'Партнёры проекта благодарят доноров: скидки и подарки в кафе, кинотеатрах и аптеках. Условие у каждого бонуса своё.',
  },
  myBonuses: {
    title: 'Мои бонусы',
    intro: 'Бонусы, которые вы взяли. Промокод показывается по кнопке — назовите его партнёру или введите на его сайте.',
  },
  myAchievements: {
    title: 'Мои достижения',
    intro: 'Закреплённые достижения показываются первыми. Закрепить можно не больше {max}.',
  },
};

/** Same value as contract MAX_PINNED (the API refuses a fourth); the intro of /profile/achievements names it. */
export const MAX_PINNED = 3;
