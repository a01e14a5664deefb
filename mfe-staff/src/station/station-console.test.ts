// The station console's pure parts: the hours form's rows ↔ the API's table (hours.store.ts), the
// optimistic need (station.resource.ts withNeed), the closed day and notice rules.
import { describe, expect, it } from 'vitest';
import type { StationConsole } from '@donor/shared/contract/staff-stations';
import * as MSG from '@donor/shared/messages';
import * as SS from '@donor/shared/staff-stations-messages';
import { draftOfHours, hoursBody, hoursErrors } from './hours.store.ts';
import { withNeed } from './station.resource.ts';
import { closedDayErrors } from './closed-days.tsx';
import { endOfDay, noticeErrors } from './notices.tsx';

describe('hours form', () => {
  it('seven rows from the table and back to the working days only', () => {
    const table = [{ weekday: 1, opens: '08:00', closes: '14:00' }, { weekday: 6, opens: '09:00', closes: '13:00' }];
    const draft = draftOfHours(table);
    expect(draft.days).toHaveLength(7);
    expect(draft.days.filter((d) => d.works)).toHaveLength(2);
    expect(hoursBody(draft)).toEqual({ hours: table });
  });

  it('a day that closes before it opens is named by its weekday', () => {
    const draft = draftOfHours([{ weekday: 3, opens: '15:00', closes: '09:00' }]);
    expect(hoursErrors(draft)).toEqual({ hours_3: SS.hoursOrder });
  });
});

describe('withNeed', () => {
  const base = {
    needs: { o_plus: 'need', o_minus: 'unknown', a_plus: 'unknown', a_minus: 'unknown', b_plus: 'unknown', b_minus: 'unknown', ab_plus: 'unknown', ab_minus: 'unknown', kell: 'unknown' },
    component_needs: [{ component: 'plasma', needs: { o_plus: 'unknown', o_minus: 'unknown', a_plus: 'unknown', a_minus: 'unknown', b_plus: 'unknown', b_minus: 'unknown', ab_plus: 'unknown', ab_minus: 'unknown', kell: 'unknown' } }],
  } as unknown as StationConsole;

  it('sets one group of whole blood or of a component, nothing else', () => {
    expect(withNeed(base, null, 'o_plus', 'enough').needs.o_plus).toBe('enough');
    const plasma = withNeed(base, 'plasma', 'kell', 'need');
    expect(plasma.component_needs[0]?.needs.kell).toBe('need');
    expect(plasma.needs).toEqual(base.needs);
  });
});

describe('closed days and notices', () => {
  it('a closed day must be a real day from today on', () => {
    expect(closedDayErrors({ date: '', note: '' }, '2026-05-01')).toEqual({ date: MSG.required });
    expect(closedDayErrors({ date: '2026-04-30', note: '' }, '2026-05-01')).toEqual({ date: SS.closedDayPast });
    expect(closedDayErrors({ date: '2026-05-01', note: 'Праздник' }, '2026-05-01')).toEqual({});
  });

  it('a notice needs a title and a text; its end is a day from today on, sent as that day\'s end on the station\'s clock', () => {
    expect(noticeErrors({ editing: 0, title: '', text: ' ', until: '2026-04-01' }, '2026-05-01')).toEqual({ title: MSG.required, text: MSG.required, expires_at: SS.expiresPast });
    expect(endOfDay('2026-05-01', 180)).toBe('2026-05-01T23:59:59+03:00');
    expect(endOfDay('2026-05-01', -330)).toBe('2026-05-01T23:59:59-05:30');
  });
});
