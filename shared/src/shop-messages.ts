// The charity shop's and the newsletter's field and request messages (spec §2 /charityshop,
// spec §7 shop and newsletter), once: the API sends them, the pages show them, tests assert them.
// Plain data like messages.ts (no zod), so a section imports only what it uses.

/** One order buys up to this many of an item (and never more than its stock). */
export const SHOP_QUANTITY_MAX = 10;

export const quantity = (max: number): string => `Укажите количество от 1 до ${max}`;
export const itemNotFound = 'Такого товара нет в магазине';
export const itemSoldOut = 'Этот товар закончился';
export const notEnoughStock = (left: number): string => `В наличии только ${left} шт.`;
export const externalOnly = 'Этот товар продаётся в магазине партнёра: перейдите по ссылке «Купить»';
export const shopOff = 'Оплата в магазине временно недоступна. Попробуйте позже.';

/**
 * Pieces of counted stock one client (address) may hold at a time in unpaid orders (the API's
 * features/shop/orders.ts; docs/SECURITY.md «Благотворительный магазин»). The form offers no more.
 */
export const SHOP_HOLD_MAX = 3;
/** How long an unpaid order holds its stock, in minutes. */
export const SHOP_HOLD_MINUTES = 15;
export const holdTooMany = (max: number): string => `За один раз можно заказать не больше ${max} шт. товаров, которых осталось немного`;
export const holdBusy = (max: number, minutes: number): string =>
  `Неоплаченные заказы с вашего устройства уже держат ${max} шт. — больше пока нельзя. Оплатите начатый заказ или попробуйте через ${minutes} мин: неоплаченный товар к тому времени вернётся в магазин.`;
