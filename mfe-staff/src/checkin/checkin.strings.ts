// The check-in page's strings (docs/booking.md «Отметка в станции»). The refusals the API answers
// with («Запись не найдена», «Это запись в другую станцию») are shared/src/staff-checkin-messages.ts.
import { INTROS } from '../app/page-heads.strings.ts';

export const ck = {
  title: 'Приём доноров',
  intro: INTROS.checkin,
  code: {
    legend: 'Поиск записи',
    label: 'Код записи',
    hint: 'Донор видит код в «Моих записях» и в письме о записи. Регистр и пробелы не важны.',
    find: 'Найти',
    scan: 'Сканировать QR-код',
    required: 'Введите код записи',
  },
  scanner: {
    title: 'Наведите камеру на QR-код',
    hint: 'Код прочитается сам. Если не получается — закройте окно и введите код вручную.',
    starting: 'Включаем камеру…',
    close: 'Закрыть камеру',
    denied: 'Нет доступа к камере. Разрешите его в настройках браузера или введите код вручную.',
    failed: 'Камера недоступна. Введите код вручную.',
    notCode: 'Это не код записи. Попробуйте другой QR-код или введите код вручную.',
    video: 'Изображение с камеры',
  },
  card: {
    title: 'Запись',
    code: 'Код',
    when: 'Время',
    event: 'Акция',
    otherDay: (day: string): string => `Внимание: запись на ${day}, не на сегодня.`,
    arrive: 'Пришёл(а)',
    undo: 'Отменить отметку «Пришёл(а)»',
    classLegend: 'Что сдал(а) донор',
    donated: 'Сдал(а)',
    close: 'Закрыть запись',
    confirmTitle: 'Записать донацию?',
    confirmBody: (name: string, what: string, day: string): string =>
      `${name}: ${what}, ${day}. Донация будет подтверждена сразу: она появится в кабинете донора и засчитается в рейтинге.`,
    confirmYes: 'Да, сдал(а)',
    writeError: 'Не удалось сохранить отметку. Попробуйте ещё раз.',
  },
  state: {
    expected: 'Ожидается',
    arrived: (time: string): string => `Пришёл(а) в ${time}`,
    donated: (what: string): string => `Сдал(а): ${what}`,
  },
  done: {
    found: (name: string): string => `Найдена запись: ${name}.`,
    arrived: (name: string): string => `Отмечено: ${name} — пришёл(а).`,
    undone: (name: string): string => `Отметка прихода снята: ${name}.`,
    donated: (name: string, what: string): string => `Донация записана: ${name}, ${what}.`,
  },
  roster: {
    title: 'Записи на день',
    day: 'День',
    prev: 'Предыдущий день',
    next: 'Следующий день',
    today: 'Сегодня',
    none: 'На этот день записей нет.',
    open: (name: string): string => `Открыть запись: ${name}`,
    openShort: 'Открыть',
    summary: (total: number, arrived: number, donated: number): string => `Всего ${total} · пришли ${arrived} · сдали ${donated}`,
    loadError: 'Не удалось загрузить записи. Проверьте связь и попробуйте ещё раз.',
  },
} as const;
