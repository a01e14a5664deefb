// The ONLY public entry of mfe-stations (STYLE: one entry per app): single-spa lifecycles.
// The shell passes its store instances and api client as custom props (ARCHITECTURE §2).
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SectionProps } from '@donor/shared/stores/types';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { ErrorBoundary } from '@donor/shared/ui/error-boundary';
import { SectionFallback } from '@donor/shared/ui/section-fallback';
import { StationsRoot } from './app/stations-root.tsx';

function Root(props: SectionProps) {
  return (
    <SectionProvider value={props}>
      <div data-section="mfe_stations" data-build={__SECTION_BUILD__}>
        <ErrorBoundary supportEmail={props.config.supportEmail}>
          <StationsRoot />
        </ErrorBoundary>
      </div>
    </SectionProvider>
  );
}

const lifecycles = singleSpaReact<SectionProps>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  // Last line of defence if the provider itself throws (spec §8: fallback, logged).
  errorBoundary: (error, _info, props) => {
    console.error('mfe_stations', error);
    return <SectionFallback supportEmail={props.config.supportEmail} />;
  },
});
export const { bootstrap, mount, unmount } = lifecycles;
