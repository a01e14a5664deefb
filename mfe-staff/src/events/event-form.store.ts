// The «new event» form (docs/booking.md «Акции сотрудников») on the form kit: its draft — slots
// included — survives a reload (sessionStorage); checked with the API's rules before it goes
// (each slot's problem under its row, `slots_<index>`, as the API answers); sent once (the API
// answers a repeat with the same event).
import type { CreateEventBody, SlotBody } from '@donor/shared/contract/staff-stations';
import type { EventCategory } from '@donor/shared/contract/stations';
import { DATE_RE, STAFF_LIMITS, TIME_RE, isCalendarDay } from '@donor/shared/contract/staff-stations-rules';
import { createForm, type Errors } from '@donor/shared/form/form.store';
import { check, maxLength, plainText, required } from '@donor/shared/form-rules';
import * as MSG from '@donor/shared/messages';
import * as SS from '@donor/shared/staff-stations-messages';
import type { EventsOwner, EventsResource } from './events.resource.ts';

export interface SlotDraft { date: string; start_time: string; capacity: string }
export interface EventDraft { category: EventCategory | ''; title: string; description: string; address: string; slots: SlotDraft[] }
export type EventField = 'category' | 'title' | 'description' | 'address' | 'slots' | `slots_${number}`;

export const blankSlot = (date = ''): SlotDraft => ({ date, start_time: '10:00', capacity: '5' });
export const EMPTY_EVENT: EventDraft = { category: 'donor_day', title: '', description: '', address: '', slots: [blankSlot()] };

const slotError = (s: SlotDraft, today: string): string | null => {
  if (!DATE_RE.test(s.date) || !isCalendarDay(s.date)) return s.date === '' ? MSG.required : MSG.date;
  if (s.date < today) return SS.slotPast;
  if (!TIME_RE.test(s.start_time)) return SS.time;
  const n = Number(s.capacity);
  if (!/^\d+$/.test(s.capacity.trim()) || n < 1 || n > STAFF_LIMITS.capacityMax) return SS.capacityRange(STAFF_LIMITS.capacityMax);
  return null;
};

/** What must hold before it is sent; `today`: the browser's calendar day (the API checks the instant). */
export function eventErrors(v: EventDraft, today: string, needsAddress: boolean): Errors<EventField> {
  const errors: Errors<EventField> = {};
  if (v.category === '') errors.category = MSG.choice;
  const title = check(v.title, required, maxLength(STAFF_LIMITS.titleMax), plainText);
  if (title) errors.title = title;
  const description = check(v.description, maxLength(STAFF_LIMITS.descriptionMax), plainText);
  if (description) errors.description = description;
  const address = check(v.address, ...(needsAddress ? [required] : []), maxLength(STAFF_LIMITS.addressMax), plainText);
  if (address) errors.address = needsAddress && v.address.trim() === '' ? SS.orgAddress : address;
  if (v.slots.length === 0) errors.slots = SS.slotsNeeded;
  const seen = new Set<string>();
  v.slots.forEach((s, i) => {
    const key = `${s.date} ${s.start_time}`;
    const problem = slotError(s, today) ?? (seen.has(key) ? SS.slotTwice : null);
    seen.add(key);
    if (problem) errors[`slots_${i}`] = problem;
  });
  return errors;
}

export function eventBody(v: EventDraft, owner: EventsOwner): CreateEventBody {
  const slots: SlotBody[] = v.slots.map((s) => ({ date: s.date, start_time: s.start_time, capacity: Number(s.capacity) }));
  return {
    ...(owner.station_id !== undefined ? { station_id: owner.station_id } : { organization_id: owner.organization_id }),
    category: v.category as EventCategory,
    title: v.title.trim(),
    description: v.description.trim() || null,
    address: v.address.trim() || null,
    slots,
  };
}

export const EVENT_FIELDS: Readonly<Record<string, EventField>> = Object.fromEntries(
  ['category', 'title', 'description', 'address', 'slots', ...Array.from({ length: STAFF_LIMITS.slotsMax }, (_, i) => `slots_${i}`)].map((k) => [k, k as EventField]),
);

const localToday = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function createEventForm(resource: Pick<EventsResource, '$create'>, owner: EventsOwner, onCreated: (title: string) => void) {
  const needsAddress = owner.organization_id !== undefined;
  const form = createForm({
    draft: owner.station_id !== undefined ? `staff-event-station-${owner.station_id}` : `staff-event-org-${owner.organization_id}`,
    initial: EMPTY_EVENT,
    validate: (v: EventDraft) => eventErrors(v, localToday(), needsAddress),
    fields: EVENT_FIELDS,
    mutator: resource.$create,
    data: (v) => eventBody(v, owner),
    done: (event) => {
      form.reset();
      onCreated(event.title);
    },
  });
  const slots = () => form.$values.get().slots;
  return {
    ...form,
    needsAddress,
    setSlot(index: number, change: Partial<SlotDraft>) {
      form.set('slots', slots().map((s, i) => (i === index ? { ...s, ...change } : s)));
      form.clearErrors(`slots_${index}`, 'slots');
    },
    /** A new row, on the last row's day (a day of several times is the usual case). */
    addSlot() {
      const last = slots().at(-1);
      form.set('slots', [...slots(), blankSlot(last?.date ?? '')]);
      form.clearErrors('slots');
    },
    /** Rows after it move up, so every row's error is cleared rather than shifted. */
    removeSlot(index: number) {
      const before = slots();
      form.set('slots', before.filter((_, i) => i !== index));
      form.clearErrors(...before.map((_, i) => `slots_${i}` as EventField));
    },
  };
}
export type EventForm = ReturnType<typeof createEventForm>;
