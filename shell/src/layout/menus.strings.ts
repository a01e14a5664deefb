// The avatar menu's and the right-side menu's strings (spec §2 Shared layout): both load on first
// use (header.tsx, layout.tsx), so their words travel with them, not with every first load.
export const ms = {
  /** Avatar dropdown and the organization-manager variant (spec §2 Shared layout). */
  menu: {
    cabinet: 'Личный кабинет',
    planning: 'Напомнить о донации',
    addDonation: 'Добавить донацию',
    bonus: 'Мои бонусы',
    settings: 'Настройки аккаунта',
    logout: 'Выйти',
    myOrganizations: 'Мои организации',
    staff: 'Рабочее место',
    donorProfile: 'Профиль донора',
    showMore: 'Показать ещё',
    collapse: 'Свернуть',
  },
  user: {
    /** spec §3 User photo alt texts, verbatim. */
    photoAlt: 'User photo',
    defaultPhotoAlt: 'default User photo',
  },
  userMenu: 'Меню профиля',
  menuTitle: 'Меню',
} as const;
