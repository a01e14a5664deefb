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
