// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageContent, resetPageContentForTests } from './after-page-content.ts';

afterEach(() => { resetPageContentForTests(); vi.useRealTimers(); });

describe('afterPageContent: extras wait for the page’s own section', () => {
  it('runs waiting tasks on single-spa’s first mount, later ones at once', () => {
    const task = vi.fn();
    afterPageContent(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent('single-spa:first-mount'));
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
    window.dispatchEvent(new CustomEvent('single-spa:first-mount'));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
