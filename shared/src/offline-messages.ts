// What the kit says about a missing or slow network (docs/ARCHITECTURE.md §2.5 «Offline»): a
// write that got no answer, a read that could not be made offline, an answer shown from the
// service worker's cache. Separate exports, like messages.ts, so a bundle carries only its own.

/** A write that got no answer (no network, the time limit): the input and the choice are kept. */
export const unsent = 'Нет связи — не отправлено';
export const retry = 'Повторить';
/** A read with nothing to show yet, offline: the store asks again when the network returns. */
export const readOffline = 'Нет подключения к интернету. Данные загрузятся, когда связь вернётся.';
/** «Данные на 14:05», «Данные на 24 ноября, 14:05». */
export const cachedAt = (when: string): string => `Данные на ${when}`;
