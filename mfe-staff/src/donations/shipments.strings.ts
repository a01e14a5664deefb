// «Ваша кровь помогла»'s own words in mfe-staff (docs/staff.md). The rules' messages are shared with
// the API (shared/src/staff-shipments-messages.ts).
import { plural } from '@donor/shared/i18n';

const donations = (n: number): string => `${n} ${plural(n, ['донация', 'донации', 'донаций'])}`;
const donors = (n: number): string => `${n} ${plural(n, ['донор', 'донора', 'доноров'])}`;

export const sh = {
  title: (station: string): string => `Отправка в больницу · ${station}`,
  stationNo: (id: number): string => `станция № ${id}`,
  intro: 'Принятые донации станции, новые сверху. Отметьте донации, которые ушли в больницу, и укажите больницу и дату отправки — каждый донор получит одно сообщение «Ваша кровь помогла» и увидит его на странице донации.',
  loadError: 'Не удалось загрузить донации станции.',
  list: 'Принятые донации',
  total: (n: number): string => `Принято ${donations(n)}`,
  empty: 'Принятых донаций пока нет',
  emptyHint: 'Здесь появятся донации, принятые в станции или подтверждённые модератором.',
  pages: 'Страницы списка донаций',
  pick: (who: string, date: string): string => `Выбрать: ${who}, ${date}`,
  sent: (hospital: string, date: string): string => `Отправлено: ${hospital}, ${date}`,
  picked: (n: number): string => (n === 0 ? 'Ничего не выбрано' : `Выбрано: ${donations(n)}`),
  clear: 'Снять выбор',
  open: 'Отметить отправку в больницу',
  form: 'Отправка в больницу',
  hospital: 'Больница',
  hospitalHint: 'Например, ГКБ № 52 или Морозовская детская больница',
  sentOn: 'Дата отправки',
  save: 'Отметить отправку',
  cancel: 'Отмена',
  done: (n: number, hospital: string, told: number): string =>
    `Отправка в ${hospital} отмечена: ${donations(n)}. ${told > 0 ? `Сообщение получат ${donors(told)}.` : ''}`.trim(),
} as const;
