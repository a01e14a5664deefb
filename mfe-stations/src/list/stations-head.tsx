// The top of /bloodstations/: title and intro. Static, so the build also renders it as the page's
// first paint (src/app/first-paint.tsx); the live page and that picture share this one component.
import type { ReactNode } from 'react';
import { s } from '../stations.strings.ts';

/** The page's <section>; `children` is the live page's rest (none in the first paint). */
export function StationsFrame({ children }: { children?: ReactNode }) {
  return (
    <section className="st-page" aria-labelledby="st-title">
      <header className="st-page__head">
        <h1 id="st-title">{s.list.title}</h1>
        <p className="st-page__intro">{s.list.intro}</p>
      </header>
      {children}
    </section>
  );
}
