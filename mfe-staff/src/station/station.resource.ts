// The station console's requests (docs/booking.md «Пульт станции»; descriptors in
// shared/src/endpoints/staff-stations.ts): the console, and every write as a mutator whose answer —
// the console's new state — goes into the cached console, so a tap is one request. A need's tap
// shows at once (optimistic) and the answer, or on failure the old state, replaces it; each group
// has its own mutator, so quick taps on different groups all go (one mutator ignores a call
// while its own is in flight).
import type { Api } from '@donor/shared/api';
import type { BloodNeed, BloodNeedKey } from '@donor/shared/contract/common';
import type { ClosedDayBody, HoursBody, NeedComponent, NoticeBody, NoticePatchBody, StationConsole } from '@donor/shared/contract/staff-stations';
import { keyOf } from '@donor/shared/endpoint';
import {
  addClosedDay, addNotice, deleteNotice, getStationConsole, removeClosedDay, setStationHours, setStationNeed, updateNotice,
} from '@donor/shared/endpoints/staff-stations';
import type { MutatorStore, QueryContext } from '@donor/shared/query';

export const stationConsoleKey = (id: number): string => keyOf(getStationConsole, { id });

type Deps = { query: QueryContext; api: Pick<Api, 'request'> };
export type NeedTap = { state: BloodNeed };
export type NoticeSave = { noticeId: number | null; body: NoticeBody & NoticePatchBody };

/** The console with one group's state set (of whole blood when `component` is null). */
export function withNeed(console: StationConsole, component: NeedComponent | null, group: BloodNeedKey, state: BloodNeed): StationConsole {
  if (component === null) return { ...console, needs: { ...console.needs, [group]: state } };
  return { ...console, component_needs: console.component_needs.map((c) => (c.component === component ? { ...c, needs: { ...c.needs, [group]: state } } : c)) };
}

export function createStationConsole({ query, api }: Deps, id: number) {
  const key = stationConsoleKey(id);
  const $console = query.createFetcherStore<StationConsole>([key]);

  /** A write whose answer is the console. */
  const writer = <D>(send: (data: D) => Promise<StationConsole>) =>
    query.createMutatorStore<D, StationConsole>(async ({ data, getCacheUpdater }) => {
      const next = await send(data);
      getCacheUpdater<StationConsole>(key, false)[0](next);
      return next;
    });

  const needs = new Map<string, MutatorStore<NeedTap, StationConsole, unknown>>();
  /** The mutator of one group's tap (of a component, or whole blood). */
  function needOf(component: NeedComponent | null, group: BloodNeedKey): MutatorStore<NeedTap, StationConsole, unknown> {
    const name = `${component ?? 'whole_blood'}:${group}`;
    let store = needs.get(name);
    if (!store) {
      store = query.createMutatorStore<NeedTap, StationConsole>(async ({ data: { state }, getCacheUpdater }) => {
        const [update, before] = getCacheUpdater<StationConsole>(key, false);
        if (before) update(withNeed(before, component, group, state));
        try {
          const next = await api.request(setStationNeed, { params: { id }, body: { group, state, component } });
          update(next);
          return next;
        } catch (error) {
          const now = $console.get().data;
          if (before && now) update(withNeed(now, component, group, component === null ? before.needs[group] : before.component_needs.find((c) => c.component === component)?.needs[group] ?? 'unknown'));
          throw error;
        }
      });
      needs.set(name, store);
    }
    return store;
  }

  return {
    $console,
    needOf,
    $hours: writer<HoursBody>((body) => api.request(setStationHours, { params: { id }, body })),
    $addClosed: writer<ClosedDayBody>((body) => api.request(addClosedDay, { params: { id }, body })),
    $removeClosed: writer<{ date: string }>(({ date }) => api.request(removeClosedDay, { params: { id, date } })),
    /** A new notice (`noticeId` null) or an edit of one. */
    $saveNotice: writer<NoticeSave>(({ noticeId, body }) => (noticeId === null
      ? api.request(addNotice, { params: { id }, body })
      : api.request(updateNotice, { params: { id, noticeId }, body }))),
    $removeNotice: writer<{ noticeId: number }>(({ noticeId }) => api.request(deleteNotice, { params: { id, noticeId } })),
  };
}
export type StationConsoleResource = ReturnType<typeof createStationConsole>;
