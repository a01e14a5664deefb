// What a donor receives about a moderator's verdict (docs/staff.md «Проверка донаций»): the
// confirmation, or the refusal with its reason in Russian, the moderator's words and the way to
// fix and resend. Written to the outbox in the verdict's own transaction (ARCHITECTURE §3), on the
// donor's channel the way booking confirmations choose it (booking-notify.ts): e-mail when it is
// on file and switched on, else SMS on the same terms, nothing when both are off
// (lib/notification-prefs.ts). The texts are pure functions, tested without a database.
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import { formatDate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { REJECT_REASON_FIX, REJECT_REASON_LABEL, type RejectReason } from '@donor/shared/staff-donations-messages';
import type { Component } from '@donor/shared/eligibility/types';
import type { Tx } from '../../db.ts';
import { enabledChannels } from '../../lib/notification-prefs.ts';
import { queueMessage } from '../../lib/outbox.ts';

export interface VerdictFacts {
  donationId: number;
  donateAt: string;
  bloodClass: string;
  stationTitle: string | null;
  firstName: string;
  verdict: 'accept' | 'reject';
  reason: RejectReason | null;
  comment: string | null;
  /** Our site's origin (lib/public-origin.ts), for the links. */
  origin: string;
}

const SIGN = 'Донор Рядом';

const what = (f: VerdictFacts): string => {
  const kind = COMPONENT_LABEL[f.bloodClass as Component] ?? f.bloodClass;
  return `${formatDate(f.donateAt)} (${kind.toLowerCase()}${f.stationTitle ? `, ${f.stationTitle}` : ''})`;
};

/** The donation's page, or its edit form for a refusal (fixing and saving sends it again). */
const linkOf = (f: VerdictFacts): string =>
  `${f.origin}${f.verdict === 'reject' ? pathTo('profile-donation-edit', { id: f.donationId }) : pathTo('profile-donation', { id: f.donationId })}`;

export function verdictEmail(f: VerdictFacts): { subject: string; body: string } {
  const hello = f.firstName ? `Здравствуйте, ${f.firstName}!` : 'Здравствуйте!';
  if (f.verdict === 'accept') {
    return {
      subject: `Донация ${formatDate(f.donateAt)} подтверждена`,
      body: [hello, '', `Ваша донация ${what(f)} подтверждена.`, 'Она уже засчитана в рейтинге доноров и в наградах.', '', `Посмотреть: ${linkOf(f)}`, '', SIGN].join('\n'),
    };
  }
  const reason = f.reason ?? 'other';
  const lines = [hello, '', `Мы не смогли подтвердить донацию ${what(f)}.`, `Причина: ${REJECT_REASON_LABEL[reason]}.`];
  if (f.comment) lines.push(`Комментарий модератора: ${f.comment}`);
  lines.push('', REJECT_REASON_FIX[reason], `Исправить и отправить снова: ${linkOf(f)}`, '', 'Донация осталась в вашей истории, ничего не удалено.', '', SIGN);
  return { subject: `Донация ${formatDate(f.donateAt)} не подтверждена`, body: lines.join('\n') };
}

/** SMS: one short line for a donor with only a phone. */
export function verdictSms(f: VerdictFacts): string {
  if (f.verdict === 'accept') return `${SIGN}: донация ${formatDate(f.donateAt)} подтверждена и засчитана. ${linkOf(f)}`;
  const reason = REJECT_REASON_LABEL[f.reason ?? 'other'];
  return `${SIGN}: донация ${formatDate(f.donateAt)} не подтверждена — ${reason.toLowerCase()}. Исправьте и отправьте снова: ${linkOf(f)}`;
}

export interface Recipient {
  id: number;
  email: string | null;
  phone: string | null;
}

/** Queues the verdict's message on the donor's channel; nothing when they switched both off. */
export async function notifyVerdict(tx: Tx, now: Date, donor: Recipient, facts: VerdictFacts): Promise<void> {
  const on = await enabledChannels(tx, donor.id);
  if (on.includes('email') && donor.email) {
    await queueMessage(tx, now, { channel: 'email', target: donor.email, ...verdictEmail(facts) });
  } else if (on.includes('sms') && donor.phone) {
    await queueMessage(tx, now, { channel: 'sms', target: donor.phone, body: verdictSms(facts) });
  }
}
