// The one typed way for sections to talk to the third-party scripts of spec §7 without importing
// the shell: DOM events on `window`. The shell's loader (shell/src/third-party/) listens for them
// only when the host configured a counter, a tracker or error reporting; otherwise nobody listens
// and the events cost nothing. Sections call the helpers below, never a counter's own API.

/** Counter goals (spec §7 payments: donate_recurrent / donate_once; spec §4 city modal: moscow / other). */
export type GoalName = 'donate_recurrent' | 'donate_once' | 'city_moscow' | 'city_other';

export interface GoalDetail {
  name: GoalName;
  /** Goal parameters as the counters take them, e.g. `{ order_price: 500, currency: 'RUB' }`. */
  params?: Record<string, string | number>;
}

/** What the e-mail-marketing tracker's view-product event carries (spec §7). */
export interface ProductViewDetail {
  email: string;
  /** The "product": 'monthly' or 'once' donation, or a fundraiser id. */
  product: string;
  price: number;
}

export interface ErrorDetail {
  error: unknown;
  /** Where it happened: a section's name (error boundary) or 'page-load' (spec §8). */
  where: string;
}

export const GOAL_EVENT = 'donor:goal';
export const PRODUCT_VIEW_EVENT = 'donor:product-view';
export const ERROR_EVENT = 'donor:error';
/** The cookie banner was accepted (spec §4): analytics may load from now on. */
export const CONSENT_EVENT = 'donor:consent';

/** The events the shell keeps while its loader is still on the way (shell/src/main.ts). */
export const EARLY_EVENTS = [GOAL_EVENT, PRODUCT_VIEW_EVENT, ERROR_EVENT, CONSENT_EVENT] as const;

declare global {
  interface WindowEventMap {
    'donor:goal': CustomEvent<GoalDetail>;
    'donor:product-view': CustomEvent<ProductViewDetail>;
    'donor:error': CustomEvent<ErrorDetail>;
    'donor:consent': Event;
  }
}

const emit = <T>(type: string, detail: T): void => {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(type, { detail }));
};

/** Records a counter goal (reaches every configured counter once analytics are allowed). */
export const sendGoal = (name: GoalName, params?: GoalDetail['params']): void => emit<GoalDetail>(GOAL_EVENT, params ? { name, params } : { name });

/**
 * The visitor looks at a donation with a known e-mail. The tracker sends it on page leave or
 * route change, unless a donate_* goal (the payment succeeded) came first (spec §7).
 */
export const sendProductView = (detail: ProductViewDetail): void => emit(PRODUCT_VIEW_EVENT, detail);

/** Hands an error to the error-reporting service (spec §8), when one is configured. */
export const reportError = (error: unknown, where: string): void => emit<ErrorDetail>(ERROR_EVENT, { error, where });
