// Reminders of a donor plan (spec §1 "donation reminders", §7 "Donor plan"): two messages through
// the outbox — the day before at 10:00 and on the day at 08:00, Moscow time (UTC+3 all year) —
// by e-mail, or by SMS when the donor has no e-mail or turned e-mail off (lib/notification-prefs.ts:
// reminders go only through the channels the donor keeps on). They carry ref `plan:<id>`, so a changed plan
// replaces them and a deleted one takes them back; a reminder whose time has passed is not queued.
import type { BloodClass } from '@donor/shared/contract/cabinet';
import { formatDate } from '@donor/shared/i18n';
import type { Tx } from '../../db.ts';
import { dropQueued, queueMessage, type Channel } from '../../lib/outbox.ts';
import { enabledChannels } from '../../lib/notification-prefs.ts';
import type { StationBrief } from './checks.ts';

/** «сдать …» */
const ACCUSATIVE: Record<BloodClass, string> = {
  blood: 'цельную кровь',
  plasma: 'плазму',
  platelets: 'тромбоциты',
  erythrocytes: 'эритроциты',
  granulocytes: 'гранулоциты',
};

/** Moscow wall-clock time of a calendar day as an instant (UTC+3, no daylight saving). */
export function moscowTime(day: string, hour: number): Date {
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+03:00`);
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export interface PlanForReminder {
  id: number;
  planDate: string;
  bloodClass: BloodClass;
}

export interface Recipient {
  id: number;
  firstName: string;
  email: string | null;
  phone: string | null;
}

export const planRef = (planId: number): string => `plan:${planId}`;

function texts(when: 'tomorrow' | 'today', plan: PlanForReminder, station: StationBrief, who: Recipient, channel: Channel) {
  const date = formatDate(plan.planDate);
  const whenWord = when === 'tomorrow' ? 'Завтра' : 'Сегодня';
  if (channel === 'sms') {
    return { subject: '', body: `Донор Рядом: ${whenWord.toLowerCase()}, ${date}, вы планировали сдать ${ACCUSATIVE[plan.bloodClass]}. ${station.title}, ${station.address}.` };
  }
  const hello = who.firstName ? `Здравствуйте, ${who.firstName}!` : 'Здравствуйте!';
  const advice =
    when === 'tomorrow'
      ? 'Накануне выспитесь, не пейте алкоголь и откажитесь от жирной еды; утром позавтракайте легко и сладко. Возьмите с собой паспорт.'
      : 'Не забудьте паспорт и лёгкий завтрак перед донацией. Спасибо, что помогаете!';
  return {
    subject: `${whenWord} донация: ${date}`,
    body: [
      hello,
      '',
      `${whenWord}, ${date}, вы планировали сдать ${ACCUSATIVE[plan.bloodClass]}.`,
      `Пункт сдачи крови: ${station.title}`,
      `Адрес: ${station.address}`,
      '',
      advice,
      '',
      'Изменить или отменить план можно в личном кабинете: раздел «Напомнить о донации».',
      'Донор Рядом',
    ].join('\n'),
  };
}

/** Drops the plan's pending reminders and queues fresh ones (those still ahead of `now`). */
export async function scheduleReminders(db: Tx, now: Date, plan: PlanForReminder, station: StationBrief, who: Recipient): Promise<number> {
  await dropQueued(db, planRef(plan.id));
  const channels = await enabledChannels(db, who.id);
  const channel: Channel | null = channels.includes('email') ? 'email' : channels.includes('sms') ? 'sms' : null;
  const target = channel === 'email' ? who.email : channel === 'sms' ? who.phone : null;
  if (!channel || !target) return 0;
  let queued = 0;
  for (const [when, at] of [
    ['tomorrow', moscowTime(dayBefore(plan.planDate), 10)],
    ['today', moscowTime(plan.planDate, 8)],
  ] as const) {
    if (at.getTime() <= now.getTime()) continue;
    await queueMessage(db, now, { channel, target, ...texts(when, plan, station, who, channel) }, { notBefore: at, ref: planRef(plan.id) });
    queued++;
  }
  return queued;
}

export const cancelReminders = (db: Tx, planId: number): Promise<void> => dropQueued(db, planRef(planId));
