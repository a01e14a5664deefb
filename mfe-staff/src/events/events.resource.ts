// The staff event tools' requests (docs/booking.md «Акции сотрудников»; descriptors in
// shared/src/endpoints/staff-stations.ts): the owner's events, and the writes — create, add a slot,
// change a slot's places, cancel — each answering the event, which replaces its row in the cached
// list (one request per action). The public event lists in this page's cache are marked stale:
// they are asked again when shown.
import type { Api } from '@donor/shared/api';
import type { CreateEventBody, SlotBody, StaffEvent, StaffEvents } from '@donor/shared/contract/staff-stations';
import { keyOf, pathOf } from '@donor/shared/endpoint';
import { listEvents } from '@donor/shared/endpoints/booking';
import { addEventSlot, cancelStaffEvent, createStaffEvent, listStaffEvents, setSlotCapacity } from '@donor/shared/endpoints/staff-stations';
import type { QueryContext } from '@donor/shared/query';

/** Whose events: a station's or an organization's. */
export type EventsOwner = { station_id: number; organization_id?: undefined } | { organization_id: number; station_id?: undefined };

export const staffEventsKey = (owner: EventsOwner): string => keyOf(listStaffEvents, null, owner);

/** The list with `event` in its place: replaced where it is, else added to the upcoming ones by start. */
export function withEvent(list: StaffEvents, event: StaffEvent): StaffEvents {
  const replace = (xs: StaffEvent[]) => xs.map((e) => (e.id === event.id ? event : e));
  if (list.upcoming.some((e) => e.id === event.id) || list.past.some((e) => e.id === event.id)) {
    return { upcoming: replace(list.upcoming), past: replace(list.past) };
  }
  const upcoming = [...list.upcoming, event].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
  return { upcoming, past: list.past };
}

const isPublicEvents = (key: string): boolean => key.startsWith(pathOf(listEvents));

export function createEventsResource({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }, owner: EventsOwner) {
  const key = staffEventsKey(owner);
  const $events = query.createFetcherStore<StaffEvents>([key]);

  const writer = <D>(send: (data: D) => Promise<StaffEvent>) =>
    query.createMutatorStore<D, StaffEvent>(async ({ data, getCacheUpdater, invalidate }) => {
      const event = await send(data);
      const [update, list] = getCacheUpdater<StaffEvents>(key, false);
      if (list) update(withEvent(list, event));
      invalidate(isPublicEvents);
      return event;
    });

  return {
    $events,
    $create: writer<CreateEventBody>((body) => api.request(createStaffEvent, { body })),
    $addSlot: writer<{ eventId: number; body: SlotBody }>(({ eventId, body }) => api.request(addEventSlot, { params: { id: eventId }, body })),
    $capacity: writer<{ eventId: number; slotId: number; capacity: number }>(({ eventId, slotId, capacity }) =>
      api.request(setSlotCapacity, { params: { id: eventId, slotId }, body: { capacity } })),
    $cancel: writer<{ eventId: number; reason: string }>(({ eventId, reason }) => api.request(cancelStaffEvent, { params: { id: eventId }, body: { reason } })),
  };
}
export type EventsResource = ReturnType<typeof createEventsResource>;
