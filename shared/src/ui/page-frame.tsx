// A section page's frame: <section> labelled by its h1, with the title and intro in a <header>.
// Static, so a section's build can also draw it as the page's first paint
// (shared/src/section-first-paint.ts): the live page and that picture then share this one
// component and its class names (`<block>`, `<block>__head`, `<block>__intro`).
import type { ReactNode } from 'react';

export interface PageFrameProps {
  /** The section's CSS block of the page, e.g. 'top-page'. */
  block: string;
  titleId: string;
  title: string;
  intro: string;
  /** The live page's rest (none in the first paint). */
  children?: ReactNode;
}

export function PageFrame({ block, titleId, title, intro, children }: PageFrameProps) {
  return (
    <section className={block} aria-labelledby={titleId}>
      <header className={`${block}__head`}>
        <h1 id={titleId}>{title}</h1>
        <p className={`${block}__intro`}>{intro}</p>
      </header>
      {children}
    </section>
  );
}
