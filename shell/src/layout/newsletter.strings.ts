// The newsletter's answers after a submit (spec §2 Footer): they travel with the write, which
// loads on the first submit (newsletter.resource.ts), not with every first load.
export const ns = {
  sent: (email: string) => `Почти готово: письмо для подтверждения отправлено на ${email}. Откройте его и нажмите «Подтвердить подписку».`,
  already: (email: string) => `Адрес ${email} уже подписан на рассылку. Спасибо!`,
} as const;
