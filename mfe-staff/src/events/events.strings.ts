// The staff event tools' words (docs/booking.md «Акции сотрудников»); what the API also answers
// with is shared/src/staff-stations-messages.ts.
import type { EventCategory } from '@donor/shared/contract/stations';

export const CATEGORY_TEXT: Record<EventCategory, string> = {
  donor_day: 'День донора', blood_drive: 'Донорская акция', open_day: 'День открытых дверей', lecture: 'Лекция',
};
export const CATEGORIES: readonly EventCategory[] = ['donor_day', 'blood_drive', 'open_day', 'lecture'];

export const es = {
  pageTitle: 'Акции · {title}',
  intro: 'Создайте акцию со временем для записи, меняйте число мест, отменяйте — записавшимся донорам придёт письмо или СМС.',
  loadError: 'Не удалось загрузить акции.',
  back: '← К станции',
  upcoming: 'Ближайшие акции',
  past: 'Прошедшие акции',
  noUpcoming: 'Ближайших акций нет. Создайте первую ниже.',
  noPast: 'Прошедших акций нет.',
  cancelledBadge: 'Акция отменена',
  cancelledReason: 'Причина: {reason}',
  publicLink: 'Страница акции для доноров',
  slots: 'Время и места',
  booked: 'записано {booked} из {capacity}',
  bookedShort: '{booked} из {capacity}',
  capacity: 'Мест',
  capacityFor: 'Мест на {when}',
  capacitySave: 'Сохранить',
  capacitySaved: 'Число мест сохранено: {when}',
  addSlot: 'Добавить время',
  addSlotSaved: 'Время добавлено',
  cancel: 'Отменить акцию',
  cancelTitle: 'Отменить акцию «{title}»?',
  cancelText: 'Записавшиеся доноры ({n}) получат письмо или СМС с причиной, визит исчезнет из их календаря. Отмену нельзя вернуть.',
  cancelReason: 'Причина отмены',
  cancelReasonHint: 'Её прочтут записавшиеся доноры.',
  cancelConfirm: 'Отменить акцию',
  cancelKeep: 'Не отменять',
  cancelled: 'Акция отменена, доноры получат уведомление',
  form: {
    title: 'Новая акция',
    hint: 'Черновик сохраняется, пока открыта вкладка.',
    category: 'Вид акции',
    name: 'Название',
    description: 'Описание (необязательно)',
    address: 'Адрес',
    addressStation: 'Адрес (если не по адресу станции)',
    slotsLegend: 'Время записи',
    date: 'Дата',
    time: 'Начало',
    places: 'Мест',
    slotLabel: 'Время {n}',
    addRow: 'Ещё одно время',
    removeRow: 'Убрать время {n}',
    removeRowShort: 'Убрать',
    submit: 'Создать акцию',
    created: 'Акция создана: «{title}»',
  },
} as const;
