// The cookie banner's strings (spec §2 Cookie banner: text with links to /confidential and
// /rules): they travel with the banner's own chunk, which a first visit loads, and with nothing
// else (README byte budget of /; the other on-demand parts' strings: on-demand.strings.ts).
export const cs = {
  cookie: {
    textBefore: 'Мы используем файлы cookie. Продолжая пользоваться сайтом, вы соглашаетесь с ',
    privacyLink: 'политикой конфиденциальности',
    between: ' и ',
    rulesLink: 'пользовательским соглашением',
    textAfter: '.',
    accept: 'Понятно',
  },
  cookieRegion: 'Уведомление об использовании cookie',
} as const;
