// The ONLY public entry of mfe-staff (STYLE: one entry per app): single-spa lifecycles of the
// staff side's pages (docs/staff.md). No slots: nothing of the staff side appears on donors' pages,
// and a donor without a role never downloads this code (guards.ts drawingApp).
import { sectionLifecycles } from '@donor/shared/ui/section-lifecycles';
import { StaffRoot } from './app/staff-root.tsx';

export const { bootstrap, mount, unmount } = sectionLifecycles('mfe_staff', StaffRoot);
