// The ONLY public entry of mfe-donate (STYLE: one entry per app): the section's single-spa
// lifecycles (/donate/, /fundraising, /fundraising/{slug}, /souvenir/, /charityshop) and
// `slot`, the lifecycles of the donation widget the shell mounts in #app-widget on every page
// but spec §2's hidden list (shell/src/section-loader.ts).
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SectionProps } from '@donor/shared/stores/types';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { ErrorBoundary } from '@donor/shared/ui/error-boundary';
import { SectionFallback } from '@donor/shared/ui/section-fallback';
import { DonateRoot } from './app/donate-root.tsx';
import { DonationSlot } from './app/donation-slot.tsx';
import './form/donation-form.css';
import './pages/pages.css';

function Root(props: SectionProps) {
  return (
    <SectionProvider value={props}>
      <div data-section="mfe_donate" data-build={__SECTION_BUILD__}>
        <ErrorBoundary supportEmail={props.config.supportEmail} name="mfe_donate">
          <DonateRoot />
        </ErrorBoundary>
      </div>
    </SectionProvider>
  );
}

/** The widget slot is an extra on someone else's page: if it breaks it disappears (logged). */
function SlotRoot(props: SectionProps) {
  return (
    <SectionProvider value={props}>
      <div data-section="mfe_donate_slot" data-build={__SECTION_BUILD__}>
        <ErrorBoundary supportEmail={props.config.supportEmail} name="mfe_donate_slot" fallback={() => null}>
          <DonationSlot />
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
    console.error('mfe_donate', error);
    return <SectionFallback supportEmail={props.config.supportEmail} />;
  },
});
export const { bootstrap, mount, unmount } = lifecycles;

export const slot = singleSpaReact<SectionProps>({
  React,
  ReactDOMClient,
  rootComponent: SlotRoot,
  errorBoundary: (error) => {
    console.error('mfe_donate_slot', error);
    return <></>;
  },
});
