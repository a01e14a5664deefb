// axe-core on a page, the way every spec runs it: `axe.run()` in the page itself, violations only,
// axe's source put into each document once.
// - In the page, not split across frames: axe's partial mode finishes each run in a new blank
//   page, a renderer of its own per run; our pages have no cross-origin frames, the one thing
//   only that mode tests.
// - Violations only: the node lists of passes and incompletes would be serialized out of the page
//   on every run and never asserted on.
// - Once per document: axe's source is 570 KB, and AxeBuilder (@axe-core/playwright) evaluates it
//   twice per analyze even in its legacy mode, 0.3–0.6 s each on the 2-core CI machine. The route
//   sweep checks each page at two widths, so four evaluations became one.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.x A and AA, the set most specs check. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeScope {
  /** axe tags to run; every rule when omitted. */
  tags?: string[];
  /** A selector to check instead of the whole page. */
  include?: string;
}

type Violation = Result;
type AxeInPage = { run: (context: unknown, options: RunOptions) => Promise<AxeResults> };

/** The page's axe violations, of any impact. */
export async function axeViolations(page: Page, { tags, include }: AxeScope = {}): Promise<Violation[]> {
  // A navigation gives a new document without axe: the check is per call, not per page object.
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: AxeInPage }).axe?.run === 'function');
  if (!present) await page.evaluate(axeSource);
  const options: RunOptions = { resultTypes: ['violations'], ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}) };
  return page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: AxeInPage };
      return (await axe.run(include ? { include: [include] } : document, options)).violations;
    },
    { include, options },
  );
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
