// What a donor receives on the day they may give again (docs/notifications.md «Можно снова
// сдавать»): a pure function of the components that became possible today, the donor's group and
// the stations of their city that need it, so the wording is tested without a database.
import type { BloodNeedKey } from '@donor/shared/contract/common';
import type { PushPayload } from '@donor/shared/contract/push';
import { NEED_LABEL } from '@donor/shared/contract/stations';
import { COMPONENTS, type Component } from '@donor/shared/eligibility/types';
import { COMPONENT_ACCUSATIVE } from '@donor/shared/eligibility/reasons';
import { DEFAULT_FILTERS, toSearch, type BloodGroup, type Rh } from '@donor/shared/stations-request';
import { pathTo } from '@donor/shared/routes';

export const ELIGIBLE_TITLE = 'Можно снова сдавать кровь';

export type DonorGroup = Exclude<BloodNeedKey, 'kell'>;

export interface EligibleNotice {
  /** What the donor gives and may give again from today. */
  components: readonly Component[];
  group: DonorGroup | null;
  cityId: number | null;
  /** Up to 3 stations of the donor's city that need their group, the first to show first. */
  stations: readonly { slug: string; title: string }[];
}

/** What the alert is about: the outbox row's ref (one a donor a day). */
export const eligibleRef = (userId: number, day: string): string => `eligible:${userId}:${day}`;

const joinRu = (parts: readonly string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(', ')} и ${parts.at(-1)}` : (parts[0] ?? ''));

/** 'ab_minus' → the list filter's group 'ab' and rh 'minus'. */
function groupFilter(group: DonorGroup): { group: BloodGroup; rh: Rh } {
  const cut = group.lastIndexOf('_');
  return { group: group.slice(0, cut) as BloodGroup, rh: group.slice(cut + 1) as Rh };
}

export function eligiblePayload(n: EligibleNotice): PushPayload {
  const what = joinRu(COMPONENTS.filter((c) => n.components.includes(c)).map((c) => COMPONENT_ACCUSATIVE[c]));
  const where = n.stations.length > 0 && n.group
    ? ` Кровь группы ${NEED_LABEL[n.group]} сейчас нужна: ${n.stations.map((s) => s.title).join('; ')}.`
    : ' Выберите станцию и запишитесь.';
  // One station: its page (its «Записаться»); otherwise the list of the city, filtered by the group.
  const url = n.stations.length === 1
    ? `${pathTo('station', { slug: n.stations[0]!.slug })}/`
    : `${pathTo('stations', {})}${toSearch({ ...DEFAULT_FILTERS, city: n.cityId, ...(n.group ? groupFilter(n.group) : {}) })}`;
  return { kind: 'eligible', title: ELIGIBLE_TITLE, text: `С сегодняшнего дня вам снова можно сдать ${what}.${where}`, url, tag: 'eligible' };
}
