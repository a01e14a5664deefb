// A fundraiser's progress (spec §7 progress_percentage): a real progressbar with its text.
import { P, rub } from '../donate.strings.ts';
import type { Collect } from './pages.types.ts';

export function Progress({ c }: { c: Collect }) {
  const pct = c.progress_percentage ?? Math.min(100, Math.floor((c.collected / c.goal) * 100));
  return (
    <div className="dp__progress">
      <div className="dp__bar" role="progressbar" aria-label={P.progressLabel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-valuetext={`${pct}%`}>
        <span className={`dp__fill dp__fill--${Math.round(pct / 5) * 5}`} />
      </div>
      <p className="dp__muted">{P.collected(rub(c.collected), rub(c.goal))} · {P.percent(pct)}</p>
    </div>
  );
}
