// The top of /self-check/ (title and intro): the lazy page (self-check-page.tsx), its loading state
// and the build's first paint (src/app/pages.ts `firstPaint`, docs/ARCHITECTURE.md «A section
// page's first paint») render this, so the title stays in one spot from the HTML to the form.
import type { ReactNode } from 'react';
import { PageFrame } from '@donor/shared/ui/page-frame';
import { SC_HEAD } from './self-check-head.strings.ts';

export const SelfCheckFrame = ({ children }: { children?: ReactNode }) => (
  <PageFrame block="sc-page" titleId="sc-title" title={SC_HEAD.title} intro={SC_HEAD.intro}>{children}</PageFrame>
);
