// docs/ARCHITECTURE.md §2.5 and the README home budget: the shell loads the federation runtime
// only when a section (or the donation slot) is first needed, and every section runs on the
// shell's React — no section downloads its own copy (the share scope's singletons,
// shell/src/federation.ts).
import { test, expect } from '../fixtures/index.ts';
import { Header } from '../pages/header.ts';

const runtimeLoaded = () => (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE !== undefined;

test('a shell page does not fetch the runtime; the first section does, and uses the shell’s React', async ({ page, consoleErrors }) => {
  const sectionFiles: string[] = [];
  page.on('response', (r) => { if (new URL(r.url()).pathname.startsWith('/mfe/')) sectionFiles.push(new URL(r.url()).pathname); });
  await page.goto('/how/');
  await expect(page.getByRole('heading', { level: 1, name: 'Как стать донором' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(runtimeLoaded)).toBe(false);
  // Link prefetch (spec §9, shell/src/section-prefetch.ts) may download a linked section's files
  // at idle as <link rel="prefetch"> (initiator 'link'), after reading its manifest for the file
  // names; nothing of a section is fetched to run.
  const fetchedToRun = await page.evaluate(() => performance.getEntriesByType('resource')
    .filter((e) => e.name.includes('/mfe/') && (e as PerformanceResourceTiming).initiatorType !== 'link' && !e.name.endsWith('/mf-manifest.json')).map((e) => e.name));
  expect(fetchedToRun).toEqual([]);

  await new Header(page).navLink('Где сдать кровь').click();
  await expect(page.locator('#section-mfe_stations [data-build]')).toBeVisible();
  expect(await page.evaluate(runtimeLoaded)).toBe(true);
  expect(sectionFiles.length).toBeGreaterThan(0);
  // A section's own React fallback chunks are named after the package (…__prebuild__react…,
  // react-*.js, react-dom-*.js); none of them may be fetched.
  expect(sectionFiles.filter((f) => /__prebuild__|\/react(-dom)?-[\w-]+\.js$/.test(f))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

// docs/ARCHITECTURE.md «The page paints before its code»: a section page's first-load CSS comes
// inlined in the HTML; the section's own loaders, which ask for it again when its module loads,
// find the loader's disabled link for it and neither download nor apply a second copy.
test('a section page does not fetch the stylesheets it came with', async ({ page, consoleErrors }) => {
  const stylesheets: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname); });
  await page.goto('/top/');
  await expect(page.locator('#section-mfe_top [data-build]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const inlined = await page.locator('style[data-href]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.href!));
  expect(inlined.some((href) => href.startsWith('/mfe/mfe_top/'))).toBe(true);
  expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([]);
  // Each inlined sheet applies once: no <link> of the same file is live beside it.
  const live = await page.locator('link[rel="stylesheet"]:not([disabled])').evaluateAll((els) => els.map((el) => new URL((el as HTMLLinkElement).href).pathname));
  expect(live.filter((path) => inlined.includes(path))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
