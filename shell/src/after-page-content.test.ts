// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcePageContent } from '@donor/shared/section-first-paint';
import { afterPageContent, resetPageContentForTests } from './after-page-content.ts';

afterEach(() => { resetPageContentForTests(); vi.useRealTimers(); });

describe('afterPageContent: extras wait for the page’s own section', () => {
  it('runs waiting tasks when the page’s content commits, later ones at once', () => {
    const task = vi.fn();
    afterPageContent(task);
    expect(task).not.toHaveBeenCalled();
    // single-spa's first mount is not it: the section's render commits later.
    window.dispatchEvent(new CustomEvent('single-spa:first-mount'));
    expect(task).not.toHaveBeenCalled();
    announcePageContent('mfe_stations');
    expect(task).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    afterPageContent(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a page without a section runs them after the fallback delay, once', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    afterPageContent(task, 2_000);
    vi.advanceTimersByTime(1_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    announcePageContent('mfe_stations');
    expect(task).toHaveBeenCalledTimes(1);
  });
});
