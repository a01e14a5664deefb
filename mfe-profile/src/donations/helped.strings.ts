// «Ваша кровь помогла» on the donor's donation page (docs/staff.md): where the station sent it.
// Apart from cabinet.strings.ts: only the lazily loaded donation page shows it.
export const helped = {
  note: 'Ваша кровь помогла: отправлена в {hospital} {date}',
} as const;
