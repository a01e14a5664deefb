// A fundraiser's progress (spec §7 progress_percentage): a real progressbar with its text. The
// percentage is the API's, asked for by every request that shows it (collects.resource.ts).
import type { CollectWithProgress } from '@donor/shared/contract/catalog';
import { P, rub } from '../donate.strings.ts';

export function Progress({ c }: { c: CollectWithProgress }) {
  const pct = c.progress_percentage;
  return (
    <div className="dp__progress">
      <div className="dp__bar" role="progressbar" aria-label={P.progressLabel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-valuetext={`${pct}%`}>
        <span className={`dp__fill dp__fill--${Math.round(pct / 5) * 5}`} />
      </div>
      <p className="dp__muted">{P.collected(rub(c.collected), rub(c.goal))} · {P.percent(pct)}</p>
    </div>
  );
}
