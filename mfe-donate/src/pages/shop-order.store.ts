// The charity shop's «Купить» form (spec §2 /charityshop, §7 payments): quantity and e-mail,
// checked here with the shared form rules, then the order's write (shop-order.resource.ts) and
// off to the provider's checkout (the sandbox's page in development). A form of the kit
// (shared/src/form/form.store.ts): the API's 400 field errors land on their fields.
import { computed } from 'nanostores';
import type { Api } from '@donor/shared/api';
import type { ShopItem, ShopOrderBody } from '@donor/shared/contract/catalog';
import { check, email, required } from '@donor/shared/form-rules';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import type { QueryContext } from '@donor/shared/query';
import { SHOP_HOLD_MAX, SHOP_QUANTITY_MAX, notEnoughStock, quantity } from '@donor/shared/shop-messages';
import { createShopOrderWrite } from './shop-order.resource.ts';

type OrderField = 'quantity' | 'email';
interface OrderValues {
  quantity: string;
  email: string;
}

export interface ShopOrderState extends OrderValues {
  errors: Partial<Record<OrderField, string>>;
  formError: string | null;
  submitting: boolean;
}

/**
 * The most one order may take: the order limit; when the stock is counted, also the stock and
 * what one buyer may hold unpaid at a time (the API's cap, docs/SECURITY.md «Благотворительный магазин»).
 */
export const maxQuantity = (item: Pick<ShopItem, 'stock'>): number =>
  item.stock === null ? SHOP_QUANTITY_MAX : Math.min(SHOP_QUANTITY_MAX, SHOP_HOLD_MAX, item.stock);

export function createShopOrderForm(deps: { query: QueryContext; api: Pick<Api, 'request'>; item: ShopItem; go: (url: string) => void }) {
  const max = maxQuantity(deps.item);

  function localErrors(values: OrderValues): ShopOrderState['errors'] {
    const errors: ShopOrderState['errors'] = {};
    const n = Number(values.quantity);
    if (!/^\d{1,3}$/.test(values.quantity.trim()) || n < 1 || n > max) {
      errors.quantity = deps.item.stock !== null && n > deps.item.stock ? notEnoughStock(deps.item.stock) : quantity(max);
    }
    const mail = check(values.email, required, email);
    if (mail) errors.email = mail;
    return errors;
  }

  const form = createForm<OrderValues, OrderField, ShopOrderBody, string>({
    draft: null,
    initial: { quantity: '1', email: '' },
    validate: localErrors,
    // `item_id` (sold out meanwhile, no longer on sale) has no field here: it goes to the alert.
    fields: sameNames<OrderField>('quantity', 'email'),
    mutator: createShopOrderWrite(deps),
    // Off to the checkout: the button keeps «Переходим к оплате…» until the provider's page.
    leaves: true,
    data: (v) => ({ item_id: deps.item.id, quantity: Number(v.quantity), email: v.email.trim() }),
    done: (checkoutUrl) => deps.go(checkoutUrl),
  });

  const $order = computed([form.$values, form.$status], (values, status): ShopOrderState => ({ ...values, ...status }));
  const setField = (field: OrderField, value: string) => form.set(field, value);

  return { $order, setField, submit: form.submit, max };
}
