// mfe-helpme's pictures of first screens with their data (docs/ARCHITECTURE.md «A section page's
// first paint»; shared/src/section-first-paint.ts `FirstScreenPaints`). Server-only: the section's
// server build imports this module, src/app/pages.ts never does, so the browser never downloads it
// (zod included). The host renders a route's picture on each request from the page's first-screen
// answers (shared/src/first-screen.ts FIRST_SCREEN) and falls back to the static `firstPaint`
// when it returns null.
import type { FirstScreenPaintProps, FirstScreenPaints } from '@donor/shared/section-first-paint';
import { recipientIdOf, recipientKey } from '@donor/shared/first-screen';
import { RecipientNeed } from '@donor/shared/contract/helpme';
import { RecipientTop } from '../recipient/recipient-top.tsx';

/**
 * /recipient/{id}: the live page's top (recipient-top.tsx) — photo, name, age, status, progress
 * and the facts, whose station name is the page's LCP — drawn from GET /api/address_needs/{id}/.
 * It stops after the facts: the actions, the join form and the rest have controls.
 * A request under review draws its review too: the notice is text and at most a link to the form
 * (an <a>, which works without the page's JS), no control, and the live page puts it between the
 * head and the progress, so leaving it out would move the progress and facts down.
 */
function RecipientFirstScreen({ answers, params }: FirstScreenPaintProps) {
  const id = recipientIdOf(params.id);
  if (id === null) return null;
  const need = RecipientNeed.safeParse(answers[recipientKey(id)]);
  if (!need.success || need.data.id !== id) return null;
  return <RecipientTop need={need.data} now={new Date()} />;
}

export const FIRST_SCREEN_PAINTS = { recipient: RecipientFirstScreen } satisfies FirstScreenPaints<'mfe_helpme'>;
