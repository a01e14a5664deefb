// The top of /top/: title and intro. Static, so the build also renders it as the page's first
// paint (src/app/first-paint.tsx); the live page and that picture share this one component.
import type { ReactNode } from 'react';
import { s } from '../top.strings.ts';

/** The page's <section>; `children` is the live page's rest (none in the first paint). */
export function TopFrame({ children }: { children?: ReactNode }) {
  return (
    <section className="top-page" aria-labelledby="top-title">
      <header className="top-page__head">
        <h1 id="top-title">{s.page.title}</h1>
        <p className="top-page__intro">{s.page.intro}</p>
      </header>
      {children}
    </section>
  );
}
