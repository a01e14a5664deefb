// The charity shop's «Купить» form (spec §2 /charityshop, §7 payments): quantity and e-mail,
// checked here with the shared form rules, then POST /api/charityshop/orders/ and off to the
// provider's checkout (the sandbox's page in development). The API's 400 field errors land on
// their fields. Plain nanostores, like the login form (mfe-profile/src/login/login.store.ts).
import { map } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { isApiError } from '@donor/shared/api-error';
import type { ShopItem, ShopOrder, ShopOrderBody } from '@donor/shared/contract/catalog';
import { check, email, required } from '@donor/shared/form-rules';
import * as MSG from '@donor/shared/messages';
import { SHOP_QUANTITY_MAX, notEnoughStock, quantity } from '@donor/shared/shop-messages';

export interface ShopOrderState {
  quantity: string;
  email: string;
  errors: { quantity?: string; email?: string };
  formError: string | null;
  submitting: boolean;
}

/** The most one order may take: the order limit, and the stock when it is counted. */
export const maxQuantity = (item: Pick<ShopItem, 'stock'>): number => Math.min(SHOP_QUANTITY_MAX, item.stock ?? SHOP_QUANTITY_MAX);

export function createShopOrderForm(deps: { api: Api; item: ShopItem; go: (url: string) => void }) {
  const max = maxQuantity(deps.item);
  const $order = map<ShopOrderState>({ quantity: '1', email: '', errors: {}, formError: null, submitting: false });

  function setField(field: 'quantity' | 'email', value: string) {
    const { [field]: _cleared, ...errors } = $order.get().errors;
    $order.set({ ...$order.get(), [field]: value, errors, formError: null });
  }

  function localErrors(state: ShopOrderState): ShopOrderState['errors'] {
    const errors: ShopOrderState['errors'] = {};
    const n = Number(state.quantity);
    if (!/^\d{1,3}$/.test(state.quantity.trim()) || n < 1 || n > max) {
      errors.quantity = deps.item.stock !== null && n > deps.item.stock ? notEnoughStock(deps.item.stock) : quantity(max);
    }
    const mail = check(state.email, required, email);
    if (mail) errors.email = mail;
    return errors;
  }

  async function submit(): Promise<boolean> {
    const state = $order.get();
    if (state.submitting) return false;
    const errors = localErrors(state);
    if (errors.quantity || errors.email) {
      $order.setKey('errors', errors);
      return false;
    }
    $order.set({ ...state, submitting: true, errors: {}, formError: null });
    const body: ShopOrderBody = { item_id: deps.item.id, quantity: Number(state.quantity), email: state.email.trim() };
    try {
      const order = await deps.api.post<ShopOrder>('/api/charityshop/orders/', body);
      if (!order.checkout_url) throw new Error('shop order without a checkout URL');
      deps.go(order.checkout_url);
      return true;
    } catch (error) {
      $order.set({ ...$order.get(), submitting: false, ...errorState(error) });
      return false;
    }
  }

  return { $order, setField, submit, max };
}

function errorState(error: unknown): Pick<ShopOrderState, 'errors' | 'formError'> {
  if (!isApiError(error) || error.kind === 'network') return { errors: {}, formError: MSG.network };
  const fe = error.fieldErrors;
  const errors: ShopOrderState['errors'] = {};
  if (fe.quantity?.[0]) errors.quantity = fe.quantity[0];
  if (fe.email?.[0]) errors.email = fe.email[0];
  const formError = fe.item_id?.[0] ?? fe.non_field_errors?.[0] ?? error.detail ?? (Object.keys(errors).length ? null : MSG.generic);
  return { errors, formError };
}
