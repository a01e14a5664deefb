// The top of /helpme/'s welcome page (title and lead): the live page (welcome.tsx) and the build's
// first paint of it (src/app/pages.ts `firstPaint`, docs/ARCHITECTURE.md «A section page's first
// paint») render this, so the live title lands where the picture's was.
import type { ReactNode, Ref } from 'react';
import { s } from '../helpme.strings.ts';

export function WelcomeFrame({ headingRef, children }: { headingRef?: Ref<HTMLHeadingElement>; children?: ReactNode }) {
  return (
    <section className="hm-page hm-welcome" aria-labelledby="hm-welcome-title">
      <h1 id="hm-welcome-title" ref={headingRef} tabIndex={-1}>{s.welcome.title}</h1>
      <p className="hm-lead">{s.welcome.lead}</p>
      {children}
    </section>
  );
}
