// The station console's words (docs/booking.md «Пульт станции»); what the API also answers with is
// shared/src/staff-stations-messages.ts.
import type { BloodNeed, BloodNeedKey } from '@donor/shared/contract/common';
import type { NeedComponent } from '@donor/shared/contract/staff-stations-rules';

export const NEED_ORDER: readonly BloodNeedKey[] = ['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus', 'kell'];
export const GROUP_TEXT: Record<BloodNeedKey, string> = {
  o_plus: 'O(I) Rh+', o_minus: 'O(I) Rh−', a_plus: 'A(II) Rh+', a_minus: 'A(II) Rh−',
  b_plus: 'B(III) Rh+', b_minus: 'B(III) Rh−', ab_plus: 'AB(IV) Rh+', ab_minus: 'AB(IV) Rh−', kell: 'Kell',
};
export const STATE_ORDER: readonly BloodNeed[] = ['need', 'enough', 'unknown'];
export const STATE_TEXT: Record<BloodNeed, string> = { need: 'Нужна', enough: 'Достаточно', unknown: 'Нет данных' };
export const COMPONENT_TEXT: Record<NeedComponent | 'whole_blood', string> = {
  whole_blood: 'Цельная кровь', plasma: 'Плазма', platelets: 'Тромбоциты', erythrocytes: 'Эритроциты', granulocytes: 'Гранулоциты',
};
export const WEEKDAYS = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'] as const;

export const ss = {
  title: 'Станция · {title}',
  intro: 'Потребность в крови, часы работы, выходные дни и объявления — донорам на странице станции сразу видно то, что вы отметите здесь.',
  loadError: 'Не удалось загрузить станцию.',
  links: {
    label: 'Разделы станции',
    events: 'Акции и запись',
    checkin: 'Приём доноров',
    public: 'Страница станции для доноров',
  },
  needs: {
    title: 'Потребность в крови',
    hint: 'Одно нажатие — и группа обновлена. Доноры видят это на странице станции и в списке.',
    updated: 'Обновлено {when}',
    never: 'Ещё не обновлялась',
    component: 'Вид донации',
    saved: '{group}: {state} — сохранено',
    failed: '{group}: не удалось сохранить. {reason}',
  },
  hours: {
    title: 'Часы работы',
    hint: 'Отметьте рабочие дни и время. Время — местное время станции.',
    works: 'Работает',
    opens: 'Открывается',
    closes: 'Закрывается',
    dayOff: 'выходной',
    save: 'Сохранить часы работы',
    saved: 'Часы работы сохранены',
  },
  closed: {
    title: 'Выходные и санитарные дни',
    hint: 'В эти дни станция не принимает доноров, даже в часы работы.',
    none: 'Ближайших выходных дней нет.',
    date: 'Дата',
    note: 'Причина для доноров (необязательно)',
    add: 'Добавить день',
    added: 'День добавлен',
    remove: 'Убрать {date}',
    removeShort: 'Убрать',
    removed: 'День убран',
  },
  notices: {
    title: 'Объявления',
    hint: 'Объявления видят доноры на странице станции.',
    none: 'Объявлений нет.',
    noticeTitle: 'Заголовок',
    text: 'Текст',
    until: 'Показывать до (необязательно)',
    untilHint: 'Включительно. Без даты объявление висит, пока вы его не удалите.',
    add: 'Опубликовать',
    save: 'Сохранить',
    cancelEdit: 'Не менять',
    edit: 'Изменить',
    remove: 'Удалить',
    added: 'Объявление опубликовано',
    saved: 'Объявление сохранено',
    removed: 'Объявление удалено',
    removeTitle: 'Удалить объявление?',
    removeText: 'Доноры больше не увидят «{title}».',
    removeConfirm: 'Удалить',
    removeKeep: 'Оставить',
    shownUntil: 'до {date}',
    editing: 'Изменение объявления',
  },
} as const;
