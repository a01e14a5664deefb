// axe-core on a page, the way every spec runs it. Two settings make a run 3–4× cheaper than
// AxeBuilder's default (measured on /bloodstations/: 7.8 s → 2.0 s on the 2-core CI machine):
// - legacy mode runs axe.run() in the page itself; the default collects partial results from each
//   frame and finishes them in a new blank page, a renderer of its own per run. Our pages have no
//   cross-origin frames, the one thing only the default mode tests;
// - only violations come back: the node lists of passes and incompletes are serialized out of the
//   page on every run and never asserted on.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.x A and AA, the set most specs check. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeScope {
  /** axe tags to run; every rule when omitted. */
  tags?: string[];
  /** A selector to check instead of the whole page. */
  include?: string;
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The page's axe violations, of any impact. */
export async function axeViolations(page: Page, { tags, include }: AxeScope = {}): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (tags) builder = builder.withTags(tags);
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}

/** A violation as a line a failed assertion can show: its rule and the first nodes it found. */
const describeViolation = (v: Violation): string =>
  `[${v.impact}] ${v.id}: ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}`;

/** Every violation, described (an empty list when axe finds none). */
export async function allAxeViolations(page: Page, scope?: AxeScope): Promise<string[]> {
  return (await axeViolations(page, scope)).map(describeViolation);
}

/** The serious and critical violations, described: the definition of done's bar for a page. */
export async function seriousAxeViolations(page: Page, scope: AxeScope): Promise<string[]> {
  return (await axeViolations(page, scope)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describeViolation);
}
