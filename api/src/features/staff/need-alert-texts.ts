// What a donor receives when a station nearby needs their blood group (docs/notifications.md
// «Нужна ваша группа рядом»): a pure function of the station and the group, so the wording is
// tested without a database. One payload serves every donor the matcher finds: the alert names
// no one, only the station and the group.
import type { BloodNeedKey } from '@donor/shared/contract/common';
import { NEED_LABEL } from '@donor/shared/contract/stations';
import { pathTo } from '@donor/shared/routes';
import type { DonorNoticeBody } from '../../lib/donor-notice.ts';

/** The eight blood groups (Kell is not a group: station-picks.ts). */
export type DonorGroup = Exclude<BloodNeedKey, 'kell'>;

export const NEED_ALERT_TITLE = 'Нужна ваша группа крови';

export interface NeedAlertStation { id: number; slug: string; title: string; utcOffsetMin: number }

/** The outbox body of a need alert: the PushPayload plus the station's offset (quiet hours there). */
export function needAlertPayload(station: NeedAlertStation, group: DonorGroup): DonorNoticeBody & { utc_offset_min: number } {
  return {
    kind: 'need',
    title: NEED_ALERT_TITLE,
    text: `${station.title}: нужна кровь группы ${NEED_LABEL[group]}. Записаться — на странице станции.`,
    // Station links are canonical with the trailing slash (shared/src/station-slug.ts).
    url: `${pathTo('station', { slug: station.slug })}/`,
    tag: `need:${station.id}`,
    utc_offset_min: station.utcOffsetMin,
  };
}

/** What the alert is about: the outbox row's ref. */
export const needAlertRef = (stationId: number, group: DonorGroup): string => `need:${stationId}:${group}`;
