// The lifecycles (bootstrap, mount, unmount; shell/src/app-router.ts) every section exports from its one entry (STYLE: src/spa.tsx), in
// one place: the shell's props go into SectionProvider, the section's content sits inside an
// error boundary (spec §8: a crash shows the fallback screen and is logged, the page around it
// keeps working), and `data-build` tells which build of the section is on the page.
import { Component, startTransition, useEffect, useLayoutEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import type { SectionProps } from '../stores/types.ts';
import { SectionProvider } from './section-context.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { SectionFallback } from './section-fallback.tsx';
import { announcePageContent, dropFirstPaint } from '../section-first-paint.ts';
import { watchSectionProps } from '../section-contract/dev-check.ts';
import { SECTION_CONTRACT } from '../section-contract/index.ts';

/**
 * Rendered beside the content in the same commit: its layout effect runs after React has put the
 * live page in the DOM and before the browser paints, so the host's first-paint markup of the
 * page (section-first-paint.ts) leaves in the frame the live page arrives in. A content that
 * suspends holds the whole commit back, and the markup stays until then.
 */
function DropFirstPaint({ app, announce }: { app: string; announce: boolean }) {
  useLayoutEffect(() => {
    dropFirstPaint(app);
    // A page's content, not an extra on someone's page (the quiet donation slot).
    if (announce) announcePageContent(app);
  }, [app, announce]);
  return null;
}

export interface SectionLifecycleOptions {
  /** An extra on someone's page (the donation slot): on a crash it disappears instead. */
  quiet?: boolean;
}

export function sectionLifecycles(name: string, Content: ComponentType, options: SectionLifecycleOptions = {}) {
  function Root(props: SectionProps) {
    // The content's first render runs as a transition: React yields to the browser every few
    // milliseconds instead of one long task (Total Blocking Time on a slow phone, README «Бюджеты байтов» / bench).
    // The section's area is empty until then anyway; later updates render as usual.
    const [started, setStarted] = useState(false);
    useEffect(() => startTransition(() => setStarted(true)), []);
    // Development builds: a read outside the section contract is reported in the console
    // (section-contract/dev-check.ts). import.meta.env.DEV is false in a production build, and
    // the bundler drops the check with its messages (docs/ARCHITECTURE.md §2.1).
    const value = useMemo(() => (import.meta.env.DEV ? watchSectionProps(name, props, SECTION_CONTRACT) : props), [props]);
    return (
      <SectionProvider value={value}>
        <div data-section={name} data-build={__SECTION_BUILD__}>
          <ErrorBoundary supportEmail={props.config.supportEmail} name={name} {...(options.quiet ? { fallback: () => null } : {})}>
            {started && <Content />}
          </ErrorBoundary>
          {started && <DropFirstPaint app={name} announce={!options.quiet} />}
        </div>
      </SectionProvider>
    );
  }
  // The lifecycles themselves, as single-spa-react 6 built them for this one use (createRoot,
  // an element from the loader, no parcels, no update), without its ≈ 1.9 KB brotli of options in
  // every section's first load (README «Бюджеты байтов»; page-slot.tsx does the same for the
  // home blocks). Like it, mount and unmount settle a task after React's commit.
  const roots = new Map<string, ReactRoot>();
  return {
    bootstrap: async (_props: SectionProps) => {},
    mount: (props: SectionProps & { name: string; domElement: HTMLElement }) => new Promise<void>((resolve) => {
      const root = createRoot(props.domElement);
      roots.set(props.name, root);
      root.render(
        <Settled onCommit={resolve}>
          <LastDefence name={name} quiet={!!options.quiet} supportEmail={props.config.supportEmail}>
            <Root {...props} />
          </LastDefence>
        </Settled>,
      );
    }),
    unmount: (props: SectionProps & { name: string }) => new Promise<void>((resolve) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
      setTimeout(resolve);
    }),
  };
}

/** Calls `onCommit` a task after its first commit: the mount has reached the DOM. */
class Settled extends Component<{ onCommit: () => void; children: ReactNode }> {
  override componentDidMount(): void { setTimeout(this.props.onCommit); }
  override render(): ReactNode { return this.props.children; }
}

/** Last line of defence if the provider itself throws: logged, and the fallback (or nothing, quiet). */
class LastDefence extends Component<{ name: string; quiet: boolean; supportEmail: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  override componentDidCatch(error: unknown): void {
    console.error(this.props.name, error);
    this.setState({ failed: true });
  }
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.quiet ? null : <SectionFallback supportEmail={this.props.supportEmail} />;
  }
}
