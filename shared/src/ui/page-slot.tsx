// Lifecycles of an 'in-page' slot (shared/src/slots.ts): a section's block inside a page the
// shell renders — the home page's live blocks (docs/ARCHITECTURE.md §2.4). Its element belongs to
// the shell's page, which renders after the slot may already be mounted and replaces the
// pre-rendered HTML, and goes away with the page. So the slot does not take the element the
// loader saw: while mounted it follows the element by id (a MutationObserver) and renders into
// whichever element carries it. Like the donation slot it is an extra: a crash hides it.
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { SectionProps } from '../stores/types.ts';
import { slotById, type PageSlotId } from '../slots.ts';
import { SectionProvider } from './section-context.tsx';
import { watchSectionProps } from '../section-contract/dev-check.ts';
import { SECTION_CONTRACT } from '../section-contract/index.ts';
import { ErrorBoundary } from './error-boundary.tsx';

export interface PageSlotLifecycles {
  bootstrap: () => Promise<void>;
  mount: (props: SectionProps) => Promise<void>;
  unmount: () => Promise<void>;
}

export function pageSlotLifecycles(name: string, elementId: string, Content: ComponentType, doc: Document = document): PageSlotLifecycles {
  let props: SectionProps | null = null;
  let element: HTMLElement | null = null;
  let root: Root | null = null;
  let observer: MutationObserver | null = null;

  function follow(): void {
    const found = doc.getElementById(elementId);
    if (found === element) return;
    const previous = root;
    root = null;
    element = found;
    // Unmounting another root from inside a DOM mutation callback is fine, but never synchronously
    // inside React's own commit: defer it.
    if (previous) queueMicrotask(() => previous.unmount());
    if (!found || !props) return;
    root = createRoot(found);
    // Development builds report a read outside the section contract, as sectionLifecycles does.
    const value = import.meta.env.DEV ? watchSectionProps(name, props, SECTION_CONTRACT) : props;
    root.render(
      <SectionProvider value={value}>
        <div data-section={name} data-build={__SECTION_BUILD__}>
          <ErrorBoundary supportEmail={props.config.supportEmail} name={name} fallback={() => null}>
            <Content />
          </ErrorBoundary>
        </div>
      </SectionProvider>,
    );
  }

  return {
    async bootstrap() {},
    async mount(next) {
      props = next;
      follow();
      observer = new MutationObserver(follow);
      observer.observe(doc.body, { childList: true, subtree: true });
    },
    async unmount() {
      observer?.disconnect();
      observer = null;
      root?.unmount();
      root = null;
      element = null;
      props = null;
    },
  };
}

/**
 * A section's 'in-page' slot from the slot table's row: `export const homeNeeds =
 * pageSlot('home-needs', HomeNeeds)` in its src/spa.tsx, under the row's `exportName`. The row
 * gives the element and the application's name (`<app>:<id>`, as the shell registers it), so a
 * section never repeats them and an id that is not a row does not compile.
 */
export function pageSlot(id: PageSlotId, Content: ComponentType): PageSlotLifecycles {
  const slot = slotById(id);
  return pageSlotLifecycles(`${slot.app}:${slot.id}`, slot.elementId, Content);
}
