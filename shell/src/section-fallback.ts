// Renders the spec's fallback screen (spec §2 "Fallback error screen") into a section's
// container when the section itself could not be loaded (so its own boundary cannot help).
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SectionFallback } from '@donor/shared/ui/section-fallback';
import { dropFirstPaint } from '@donor/shared/section-first-paint';
import { ls } from './layout/layout.strings.ts';

const roots = new WeakMap<HTMLElement, Root>();

export function showFallback(container: HTMLElement, supportEmail: string, offline = false): void {
  if (roots.has(container)) return;
  // The page's title the host painted first would sit above the fallback screen.
  dropFirstPaint();
  const holder = document.createElement('div');
  holder.dataset.sectionFallback = '';
  container.append(holder);
  const root = createRoot(holder);
  // Offline the site is not to blame: say so, and no «напишите в поддержку» (section-loader.ts
  // loads the section again when the network returns).
  root.render(offline
    ? createElement('div', { className: 'ui-fallback', role: 'status' }, createElement('p', null, ls.offline.section))
    : createElement(SectionFallback, { supportEmail }));
  roots.set(container, root);
}

export function clearFallback(container: HTMLElement): void {
  const root = roots.get(container);
  if (!root) return;
  root.unmount();
  roots.delete(container);
  container.querySelector('[data-section-fallback]')?.remove();
}
