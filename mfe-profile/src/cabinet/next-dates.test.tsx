// @vitest-environment happy-dom
// «Когда можно сдать снова» never shows a date a placeholder (U) pushed (docs/eligibility.md «Заглушки U»).
import { describe, expect, it } from 'vitest';
import { nextPossibleDates } from '@donor/shared/eligibility/engine';
import { formatDate } from '@donor/shared/i18n';
import { render } from '@donor/shared/testing/render';
import { NextDates } from './next-dates.tsx';

describe('NextDates', () => {
  it('after whole blood: plasma has its date, erythrocytes (a U cell) say «уточните на станции»', async () => {
    const today = '2026-12-01';
    const next = nextPossibleDates({ sex: 'male', donations: [{ date: '2026-11-24', components: ['blood'] }], deferrals: [] }, today);
    const view = await render(<NextDates next={next} today={today} />);
    const item = (c: string) => view.container.querySelector(`[data-component="${c}"]`)!.textContent!;
    expect(item('plasma')).toContain(`с ${formatDate(next.plasma.date)}`);
    expect(item('erythrocytes')).toContain('уточните на станции');
    expect(item('erythrocytes')).not.toContain(formatDate(next.erythrocytes.date));
    expect(item('erythrocytes')).not.toMatch(/\d+ дн/);
    await view.unmount();
  });
});
