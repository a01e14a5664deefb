// The single-spa lifecycles every section exports from its one entry (STYLE: src/spa.tsx), in
// one place: the shell's props go into SectionProvider, the section's content sits inside an
// error boundary (spec §8: a crash shows the fallback screen and is logged, the page around it
// keeps working), and `data-build` tells which build of the section is on the page.
import React, { startTransition, useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
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
  return singleSpaReact<SectionProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // Last line of defence if the provider itself throws.
    errorBoundary: (error, _info, props) => {
      console.error(name, error);
      return options.quiet ? <></> : <SectionFallback supportEmail={props.config.supportEmail} />;
    },
  });
}
