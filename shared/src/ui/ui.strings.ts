// Kit strings not (yet) in shared/i18n; the lead may move them there. Everything else in the
// kit comes from `t` in ../i18n.ts.
export const uiStrings = {
  typeToSearch: 'Начните вводить название',
} as const;
