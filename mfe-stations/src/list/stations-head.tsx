// The frame of /bloodstations/ (title and intro): the live page and the build's first paint of
// it (src/app/pages.ts `firstPaint`) both render this, so they match.
import type { ReactNode } from 'react';
import { PageFrame } from '@donor/shared/ui/page-frame';
import { s } from '../stations.strings.ts';

export const StationsFrame = ({ children }: { children?: ReactNode }) => (
  <PageFrame block="st-page" titleId="st-title" title={s.list.title} intro={s.list.intro}>{children}</PageFrame>
);
