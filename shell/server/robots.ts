// GET /robots.txt: the cabinet, the staff's pages and the API are not for crawlers (spec §2: the
// cabinet is noindex; docs/staff.md), everything else is, and the sitemap (sitemap.ts) is named
// with its absolute URL when the host knows its public origin.
export const ROBOTS_DISALLOW = ['/profile', '/staff', '/api'] as const;

export function robotsTxt(origin: string | null): string {
  const lines = ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), 'Allow: /'];
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
