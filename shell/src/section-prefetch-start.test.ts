// @vitest-environment happy-dom
// The prefetcher arrives after the page: links announced before it are not lost.
import { describe, expect, it, vi } from 'vitest';
import { PREFETCH_EVENT } from '@donor/shared/link-prefetch';

const installed = vi.hoisted(() => ({ seen: [] as string[] }));
vi.mock('./section-prefetch.ts', () => ({
  installSectionPrefetch: () => {
    window.addEventListener(PREFETCH_EVENT, (e) => installed.seen.push((e as CustomEvent<{ href: string }>).detail.href));
    return new Set();
  },
}));
vi.mock('./after-page-content.ts', () => ({ afterPageContent: (task: () => void) => task() }));

const announce = (href: string) => window.dispatchEvent(new CustomEvent(PREFETCH_EVENT, { detail: { href } }));

describe('startSectionPrefetch', () => {
  it('replays the announcements made before the prefetcher loaded, then passes new ones through', async () => {
    const { startSectionPrefetch } = await import('./section-prefetch-start.ts');
    startSectionPrefetch(Promise.resolve({}));
    announce('/top/');
    announce('/bloodstations/');
    expect(installed.seen).toEqual([]);
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(installed.seen).toEqual(['/top/', '/bloodstations/']));
    announce('/helpme/');
    expect(installed.seen).toEqual(['/top/', '/bloodstations/', '/helpme/']);
  });
});
