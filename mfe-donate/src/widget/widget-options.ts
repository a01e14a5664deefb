// What a partner's markup asks of one widget (PARTNERS.md «Атрибуты»): read from the widget's
// own element first, then from the script tag (one setting for every widget on the page).
// Paths of our site are written here, not taken from shared/routes: the route table would cost
// the partner budget more than these two strings (widget-options.test.ts keeps them equal).
export const STATIONS_PATH = '/bloodstations/';
export const OFFER_PATH = '/offer';

export interface WidgetOptions {
  /** utm_content of the payment (a label, not shown). */
  campaign: string;
  /** The campaign's name shown in the heading after the product name. */
  campaignTitle: string;
  compact: boolean;
}

type Data = Record<string, string | undefined>;

export function widgetOptions(el: Data, script: Data = {}): WidgetOptions {
  const pick = (k: string) => (el[k] ?? script[k] ?? '').trim();
  return { campaign: pick('campaign'), campaignTitle: pick('campaignTitle'), compact: pick('size') === 'compact' };
}
