// The frame of /top/ (title and intro): the live page and the build's first paint of it
// (src/app/pages.ts `firstPaint`) both render this, so they match.
import type { ReactNode } from 'react';
import { PageFrame } from '@donor/shared/ui/page-frame';
import { s } from '../top.strings.ts';

export const TopFrame = ({ children }: { children?: ReactNode }) => (
  <PageFrame block="top-page" titleId="top-title" title={s.page.title} intro={s.page.intro}>{children}</PageFrame>
);
