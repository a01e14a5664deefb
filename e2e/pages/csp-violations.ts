// The page policy's violations as a page sees them (docs/SECURITY.md, shell/server/csp.ts): the
// `securitypolicyviolation` events from the first script on, and the console's
// «Refused to … Content Security Policy» lines.
import type { Page } from '@playwright/test';

interface Violation { directive: string; blocked: string; source: string; sample: string }

/** Starts recording; the returned function reads what was recorded so far, one line each. */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`, sample: e.sample });
    });
  });
  const logged: string[] = [];
  page.on('console', (msg) => { if (/Content[ -]Security[ -]Policy/i.test(msg.text())) logged.push(msg.text()); });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []).catch(() => []);
    return [...events.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source} ${v.sample}`), ...logged];
  };
}
