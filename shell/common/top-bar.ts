// spec §2 route table, '/': "the donation form gets a main-page style here, and the top bar is
// shown on every other path". What the bar says and why: docs/home.md «Верхняя полоса».
// In shell/common: the host cuts the bar out of the home page (shell/server/page.ts) and the
// layout shows it by the same rule (shell/src/layout/layout.tsx), without React here.

export const TOP_BAR_CLASS = 'lay-topbar';

/** Every path but the home page. */
export const topBarShown = (pathname: string): boolean => pathname !== '/' && pathname !== '';

/**
 * The build pre-renders the header with the bar (most pages show it, so they paint it from the
 * first frame and nothing shifts); the host cuts it out of the home page's copy. The bar is one
 * <p> with no nested paragraph, so the first `</p>` after it ends it.
 */
export function withoutTopBar(html: string): string {
  return html.replace(new RegExp(`<p class="${TOP_BAR_CLASS}"[^>]*>[\\s\\S]*?</p>`), '');
}
