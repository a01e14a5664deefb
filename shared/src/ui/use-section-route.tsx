// A section's router in one line (docs/ARCHITECTURE.md "Sections"): the root passes its page
// table (src/app/pages.ts, `PageTable`) over THE route table (routes.ts). The hook finds the page
// of the current path, keeps the page title in step with the route (spec §3 UI state), and gives
// the page its path parameters. A page whose title depends on its data calls `usePageTitle` —
// its effect runs after the route's, so it wins.
import { useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoute, type RouteDef, type RouteId, type RouteIdOf, type SectionApp } from '../routes.ts';
import { usePathname } from './use-location.ts';
import { useSection } from './section-context.tsx';

export interface SectionPageProps {
  params: Readonly<Record<string, string>>;
  route: RouteDef<RouteId>;
}
export type SectionPage = ComponentType<SectionPageProps>;
/** Route id → page component (the first form of the section contract; a page table is the other). */
export type SectionPages = Partial<Record<RouteId, SectionPage>>;

/**
 * One row of a section's page table (src/app/pages.ts): everything the section says about a page.
 * The router renders `page`; the section's build reads the rest (scripts/section-pages.ts).
 */
export interface PageRow {
  /** The page: a component, or `lazyPage(() => import('…').then(…))` for one loaded on demand. */
  page: SectionPage;
  /**
   * The page's static top for the host to put into the HTML (docs/ARCHITECTURE.md «A section
   * page's first paint»): rendered once at build time, no hooks, no data, no controls.
   */
  firstPaint?: ComponentType;
  /**
   * The module a page loads itself once it is on screen (an eager frame around a lazy body):
   * never called by the router; the build lists its files so the host names them with the page.
   * A lazy `page` needs none: its own import() is that module.
   */
  chunk?: () => Promise<unknown>;
}

/**
 * A section's page table: its own route ids only (RouteIdOf), so naming another app's route does
 * not compile. `export const PAGES = { … } satisfies PageTable<'mfe_x'>;` in src/app/pages.ts.
 */
export type PageTable<App extends SectionApp = SectionApp> = { readonly [Id in RouteIdOf<App>]?: PageRow };

const pageOf = (entry: SectionPage | PageRow | undefined): SectionPage | undefined =>
  entry && typeof entry === 'object' && 'page' in entry ? entry.page : entry;

/**
 * The element of the current route's page, or `fallback` for a route of this section that has
 * no page yet (null for paths that are not this section's). A new path is a new page instance,
 * so nothing of one record's state leaks into the next.
 */
export function useSectionRoute(pages: SectionPages | PageTable, fallback: ReactNode = null): ReactNode {
  const pathname = usePathname();
  const { ui } = useSection();
  const match = matchRoute(pathname);
  const route = match?.route;
  const Page = route ? pageOf((pages as Partial<Record<RouteId, SectionPage | PageRow>>)[route.id]) : undefined;
  // A layout effect: it runs before any page's own (passive) title effect.
  useLayoutEffect(() => {
    if (route) ui.setTitle(route.title);
  }, [route, ui]);
  if (!match || !route) return null;
  return Page ? <Page key={pathname} params={match.params} route={route} /> : fallback;
}

/** A title from the page's data (a fundraiser's name, a station's title); null keeps the route's. */
export function usePageTitle(title: string | null | undefined): void {
  const { ui } = useSection();
  useEffect(() => {
    if (title) ui.setTitle(title);
  }, [title, ui]);
}
