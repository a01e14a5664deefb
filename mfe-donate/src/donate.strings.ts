// Every Russian string of mfe-donate (form, widget, pages) in one place, so wording is reviewed
// together (STYLE "House habits"). Quoted wordings come from spec §2, §3 and §5 verbatim.
import { COMMENT_MAX_LENGTH, FIELD_MSG } from '@donor/shared/contract/donation-rules';

/** spec §2: the widget's title on our site. */
const TITLE = 'Поддержать развитие донорства';

export const S = {
  title: TITLE,
  typeLegend: 'Как часто',
  monthly: 'Ежемесячно',
  once: 'Разово',
  amountLegend: 'Сумма пожертвования',
  customSum: 'Другая сумма',
  rub: '₽',
  firstname: 'Имя',
  lastname: 'Фамилия',
  email: 'E-mail',
  comment: 'Комментарий',
  commentCounter: (n: number) => `${n}/${COMMENT_MAX_LENGTH}`,
  commentTooLong: FIELD_MSG.comment,
  required: 'обязательное поле',
  offerBefore: 'Я принимаю условия ',
  offerLink: 'публичной оферты',
  newTab: ' (откроется в новой вкладке)',
  personal: 'Я даю согласие на обработку персональных данных',
  agreeRequired: FIELD_MSG.agree,
  hideName: 'Не показывать моё имя в списке жертвователей',
  hideAmount: 'Не показывать сумму моего пожертвования',
  /** The partner widget's heading (PARTNERS.md): the product name, then the partner's campaign. */
  widgetTitle: (product: string, campaign: string) => `${product}: ${campaign || TITLE.toLowerCase()}`,
  /** What is charged, said on the button (spec §2 'Пожертвовать {sum} ₽'; monthly adds the period). */
  donate: (sum: string, monthly: boolean) => `Пожертвовать ${sum}${monthly ? ' в месяц' : ''}`,
  nameLocked: 'Имя и фамилия берутся из вашего профиля донора',
  // step 2 (spec §2)
  chooseMethod: 'Выберите способ оплаты',
  back: 'Назад',
  pay: (sum: string, monthly: boolean) => `Оплатить ${sum}${monthly ? ' в месяц' : ''}`,
  paying: 'Переходим к оплате…',
  // success (spec §2)
  thanks: 'Спасибо за вашу помощь!',
  again: 'Пожертвовать еще',
  /**
   * Separate texts for the two kinds: what happens next with the money, then a next step. The
   * cabinet is named only to a signed-in donor: a partner site's visitor may have no account.
   */
  thanksText: (monthly: boolean, account = false) =>
    `${monthly ? 'Ежемесячное пожертвование оформлено: списание раз в месяц' : 'Разовое пожертвование получено'}. Квитанция придёт на вашу почту${
      monthly ? `, отменить подписку можно по ссылке из письма${account ? ' или в личном кабинете' : ''}.` : '. Расскажите о проекте друзьям — или сдайте кровь сами.'}`,
  share: 'Поделиться страницей',
  shared: 'Ссылка скопирована',
  findStation: 'Найти станцию',
  payFailed: 'Платёж не прошёл. Попробуйте ещё раз или выберите другой способ оплаты.',
  // donor list (spec §2: a list of donors with a count)
  donorsTitle: 'Уже помогают',
  // A monthly gift is not «в этом месяце»: it is every month (the count is of this month's charges).
  donorsCount: (n: number, sum: string, monthly: boolean) =>
    `${n} ${plural(n, ['человек', 'человека', 'человек'])} ${monthly ? `ежемесячно жертвуют ${sum}` : `пожертвовали ${sum} в этом месяце`}`,
  donorsNone: (monthly: boolean) => `Станьте первым, кто поддержит проект этой суммой ${monthly ? 'каждый месяц' : 'в этом месяце'}`,
  /** The partner widget folds the optional fields under this (a phone screen holds the rest). */
  more: 'Комментарий и показ в списке',
  anonymous: 'Аноним',
  hiddenAmount: 'сумма скрыта',
  description: (monthly: boolean) => (monthly ? 'Ежемесячное пожертвование на развитие донорства' : 'Пожертвование на развитие донорства'),
} as const;

/** Strings of the section's pages: a separate object, so the partner widget does not ship them. */
export const P = {
  donatePageTitle: 'Помочь проекту',
  donatePageLead:
    'Донор Рядом бесплатен для доноров и пациентов. Серверы, SMS и разработку оплачивают пожертвования — разовые и ежемесячные. Ежемесячная помощь позволяет планировать работу.',
  shareLinks: 'Поделиться ссылкой на эту страницу',
  fundraisingTitle: 'Сборы проекта',
  fundraisingEmpty: 'Сейчас нет активных сборов.',
  collected: (got: string, goal: string) => `Собрано ${got} из ${goal}`,
  percent: (n: number) => `${n}%`,
  progressLabel: 'Прогресс сбора',
  supportCollect: 'Поддержать сбор',
  souvenirTitle: 'Сувениры за донации',
  souvenirLead: 'Сувениры проекта выдаются донорам за подтверждённые донации и бонусы.',
  price: (p: string) => p,
  donationsNeeded: (n: number) => `${n} ${plural(n, ['донация', 'донации', 'донаций'])}`,
  charityTitle: 'Благотворительный магазин',
  charityLead: 'Покупая вещи в нашем магазине, вы поддерживаете развитие донорства: вся выручка идёт на проект.',
  buy: 'Купить',
  outOfStock: 'Нет в наличии',
  /** A /fundraising/{slug} with no such fundraiser (the NotFound title). */
  collectNotFound: 'Сбор не найден',
} as const;

/**
 * The partner demo page (src/widget/demo-page.ts, written by the widget build, served by the
 * host at /widget/demo): both widget sizes and the code to paste. A separate object, so the
 * widget itself does not ship it.
 */
export const DEMO = {
  title: (product: string) => `Виджет пожертвований «${product}» для сайтов партнёров`,
  lead: 'Так виджет выглядит на вашей странице. Эта страница работает под той же строгой политикой безопасности (CSP), что и сайт партнёра: скрипты и стили только из файлов, без inline.',
  fullTitle: 'Полный виджет',
  fullNote: 'Вся форма сразу — частота, сумма, контакты, согласия, список жертвователей — и помещается на экран телефона: комментарий и скрытие имени раскрываются по нажатию.',
  compactTitle: 'Компактный виджет',
  compactNote: 'Для боковой колонки: суммы и одна кнопка, остальная форма раскрывается по нажатию. Тот же скрипт, атрибут data-size="compact".',
  campaignTitle: 'Демонстрация для партнёров',
  codeTitle: 'Код для вставки',
  codeNote: 'Скрипт подключается один раз на страницу; виджетов может быть несколько.',
  pinnedTitle: 'Зафиксированная версия с проверкой целостности (SRI)',
  pinnedNote: 'Неизменяемый файл этой сборки: браузер проверит хэш и не выполнит изменённый файл. После обновления виджета имя и хэш меняются — актуальные всегда в /widget/integrity.json и на этой странице.',
  copy: 'Скопировать код',
  copied: 'Код скопирован',
  copyFailed: 'Не удалось скопировать — выделите код вручную',
} as const;

// Russian plural (Intl is everywhere the widget runs; no shared i18n import keeps it small).
const rules = new Intl.PluralRules('ru');
export function plural(n: number, forms: readonly [string, string, string]): string {
  const c = rules.select(n);
  return c === 'one' ? forms[0] : c === 'few' ? forms[1] : forms[2];
}

/** '1 000 ₽' with no-break spaces (the same output as shared i18n formatMoney). */
const money = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0, minimumFractionDigits: 0 });
export const rub = (n: number): string => money.format(n);

export const METHOD_LABELS = {
  card: 'Банковская карта',
  sbp: 'СБП',
  bank_card: 'Mir Pay',
  yoo_money: 'ЮMoney',
  sberbank: 'SberPay',
  tinkoff_bank: 'T-Pay',
} as const;
