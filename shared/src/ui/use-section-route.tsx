// A section's router in one line (docs/ARCHITECTURE.md "Sections"): the root is a map
// `{ routeId: Page }` over THE route table (routes.ts). The hook finds the page of the current
// path, keeps the page title in step with the route (spec §3 UI state), and gives the page its
// path parameters. A page whose title depends on its data calls `usePageTitle` — its effect
// runs after the route's, so it wins.
import { useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoute, type RouteDef, type RouteId } from '../routes.ts';
import { usePathname } from './use-location.ts';
import { useSection } from './section-context.tsx';

export interface SectionPageProps {
  params: Readonly<Record<string, string>>;
  route: RouteDef<RouteId>;
}
export type SectionPage = ComponentType<SectionPageProps>;
export type SectionPages = Partial<Record<RouteId, SectionPage>>;

/**
 * The element of the current route's page, or `fallback` for a route of this section that has
 * no page yet (null for paths that are not this section's). A new path is a new page instance,
 * so nothing of one record's state leaks into the next.
 */
export function useSectionRoute(pages: SectionPages, fallback: ReactNode = null): ReactNode {
  const pathname = usePathname();
  const { ui } = useSection();
  const match = matchRoute(pathname);
  const route = match?.route;
  const Page = route ? pages[route.id] : undefined;
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
