// The ONLY public entry of mfe-donate (STYLE: one entry per app): the section's single-spa
// lifecycles (/donate/, /fundraising, /fundraising/{slug}, /souvenir/, /charityshop) and
// `slot`, the lifecycles of the donation widget the shell mounts in #app-widget on every page
// but spec §2's hidden list (shell/src/section-loader.ts).
import { sectionLifecycles } from '@donor/shared/ui/section-lifecycles';
import { DonateRoot } from './app/donate-root.tsx';
import { DonationSlot } from './app/donation-slot.tsx';
import './form/donation-form.css';
import './pages/pages.css';

export const { bootstrap, mount, unmount } = sectionLifecycles('mfe_donate', DonateRoot);

/** The widget slot is an extra on someone else's page: if it breaks it disappears (logged). */
export const slot = sectionLifecycles('mfe_donate_slot', DonationSlot, { quiet: true });
