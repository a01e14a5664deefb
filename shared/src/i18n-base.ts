// The part of the kit's strings (i18n.ts) that the shell's first load needs: the spinner's and
// the section fallback's wordings and interpolate(). A module of its own, because a lazy chunk
// that uses `t` would otherwise keep all of `t` in the module the first load carries (README
// «Бюджеты байтов»). i18n.ts re-exports everything here; import from there unless the module
// is part of a first load.

export const layoutStrings = {
  loading: 'Загрузка…',
  close: 'Закрыть',
} as const;

/** spec §2 Fallback error screen. */
export const fallbackStrings = {
  title: 'Раздел сейчас недоступен',
  tryLater: 'Попробуйте зайти позже.',
  support: 'Если проблема сохраняется, напишите в поддержку: {email}',
} as const;

/** interpolate('Напишите: {email}', { email: 'a@b.ru' }); unknown placeholders stay as written. */
export function interpolate(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}
