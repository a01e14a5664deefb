import { describe, expect, it } from 'vitest';
import type { BloodNeeds } from '@donor/shared/contract/common';
import { clusterKey, clusterLabel, diffMarkers, needLine, routeHref, stationKey, stationsCount } from './markers.ts';

const specs = (...keys: string[]) => keys.map((key) => ({ key }));

describe('marker diff', () => {
  it('adds the new, removes the gone and keeps the rest', () => {
    const { add, remove } = diffMarkers(['s:1', 's:2', 'c:55.7,37.6:5'], specs('s:2', 's:3', 'c:55.7,37.6:5'));
    expect(add.map((m) => m.key)).toEqual(['s:3']);
    expect(remove).toEqual(['s:1']);
  });

  it('changes nothing when the same markers come again (a refetch of the same area)', () => {
    expect(diffMarkers(['s:1', 's:2'], specs('s:1', 's:2'))).toEqual({ add: [], remove: [] });
  });

  it('never removes the marker whose popup is open', () => {
    // Zooming out folds station 7 into a cluster: the cluster comes, the open one stays.
    const { add, remove } = diffMarkers([stationKey(7), stationKey(8)], specs(clusterKey(55.75, 37.61, 2)), stationKey(7));
    expect(remove).toEqual(['s:8']);
    expect(add.map((m) => m.key)).toEqual(['c:55.75000,37.61000:2']);
  });

  it('keys a cluster by what the donor sees', () => {
    expect(clusterKey(55.123456, 37.5, 3)).toBe('c:55.12346,37.50000:3');
    expect(clusterKey(55.123456, 37.5, 4)).not.toBe(clusterKey(55.123456, 37.5, 3));
  });
});

describe('wording', () => {
  it('counts stations with the Russian plural', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 101, 112].map(stationsCount)).toEqual([
      '1 станция', '2 станции', '5 станций', '11 станций', '21 станция', '22 станции', '25 станций', '101 станция', '112 станций',
    ]);
    expect(clusterLabel(2)).toBe('2 станции рядом — приблизить');
    expect(clusterLabel(21)).toBe('21 станция рядом — приблизить');
  });

  it('builds the Яндекс Карты route to the station', () => {
    expect(routeHref(55.7761, 37.5213)).toBe('https://yandex.ru/maps/?rtext=~55.7761,37.5213&rtt=auto');
  });

  it('says the need for the donor’s group, else how many groups are needed', () => {
    const needs = { o_plus: 'need', o_minus: 'unknown', a_plus: 'need', a_minus: 'unknown', b_plus: 'unknown', b_minus: 'need', ab_plus: 'unknown', ab_minus: 'unknown', kell: 'need' } as BloodNeeds;
    expect(needLine(needs, 'o_plus')).toBe('Ваша группа нужна');
    expect(needLine(needs, 'ab_minus')).toBe('По вашей группе нет данных');
    expect(needLine({ ...needs, ab_minus: 'enough' }, 'ab_minus')).toBe('Вашей группы достаточно');
    expect(needLine({ ...needs, o_minus: 'enough' })).toBe('Нужны 3 группы крови');
    expect(needLine(needs)).toBe('Нужны 3 группы крови'); // Kell is not a group
    expect(needLine({ ...needs, a_plus: 'unknown', b_minus: 'unknown' })).toBe('Нужна 1 группа крови');
    const none = Object.fromEntries(Object.keys(needs).map((k) => [k, 'unknown'])) as BloodNeeds;
    expect(needLine(none)).toBe('Потребность не указана');
  });
});
