// What a donor receives when station staff mark their donation as sent to a hospital (docs/staff.md
// «Ваша кровь помогла»): a pure function of the facts, so the wording is tested without a database.
// One message per donor and shipment, however many of their donations went in it.
import { formatDate } from '@donor/shared/i18n';
import type { PushPayload } from '@donor/shared/contract/push';
import { pathTo } from '@donor/shared/routes';

export const HELPED_TITLE = 'Ваша кровь помогла';

export interface HelpedFacts {
  shipmentId: number;
  hospital: string;
  sentOn: string;
  /** The donor's donations in the shipment (at least one), any order. */
  donations: readonly { id: number; donateAt: string }[];
}

const listOf = (days: string[]): string => (days.length === 1 ? days[0]! : `${days.slice(0, -1).join(', ')} и ${days.at(-1)!}`);

export function helpedPayload(f: HelpedFacts): PushPayload {
  const mine = [...f.donations].sort((a, b) => a.donateAt.localeCompare(b.donateAt) || a.id - b.id);
  const days = mine.map((d) => formatDate(d.donateAt));
  const sent = formatDate(f.sentOn);
  const text = mine.length === 1
    ? `Ваша донация от ${days[0]!} отправлена в ${f.hospital} ${sent}. Спасибо!`
    : `Ваши донации от ${listOf(days)} отправлены в ${f.hospital} ${sent}. Спасибо!`;
  // The latest donation's page: it shows where the blood went (mfe-profile donation-page.tsx).
  return { kind: 'helped', title: HELPED_TITLE, text, url: pathTo('profile-donation', { id: mine.at(-1)!.id }), tag: `helped:${f.shipmentId}` };
}

/** What the message is about: the outbox row's ref. */
export const helpedRef = (shipmentId: number): string => `helped:${shipmentId}`;
