import { describe, expect, it } from 'vitest';
import { FavoriteBody, JoinBody, NEED_ORDER, isNeedKey } from './stations.ts';
import { BLOOD_NEED_KEYS } from './common.ts';

describe('stations contract', () => {
  it('join body needs both ids (numbers or numeric strings)', () => {
    expect(JoinBody.parse({ event_id: '3', timeslot_id: 5 })).toEqual({ event_id: 3, timeslot_id: 5 });
    const bad = JoinBody.safeParse({ event_id: 0 });
    expect(bad.success).toBe(false);
    expect(FavoriteBody.safeParse({ blood_station: 'x' }).success).toBe(false);
  });
  it('the need order covers every need key once', () => {
    expect([...NEED_ORDER].sort()).toEqual([...BLOOD_NEED_KEYS].sort());
    expect(isNeedKey('o_minus')).toBe(true);
    expect(isNeedKey('x')).toBe(false);
  });
});
