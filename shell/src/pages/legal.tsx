// Shared frame of the legal pages (/confidential, /rules, /offer): numbered sections and the
// revision line, so the three documents read alike.
import type { ReactNode } from 'react';

export function LegalSection({ n, title, children }: { n: number; title: string; children?: ReactNode }) {
  return (
    <section className="pg__block pg-legal" aria-labelledby={`legal-${n}`}>
      <h2 id={`legal-${n}`}>{n}. {title}</h2>
      {children}
    </section>
  );
}

/** Numbered clauses: `items` render as n.1, n.2, … */
export function Clauses({ n, items }: { n: number; items: ReactNode[] }) {
  return (
    <ol className="pg-clauses">
      {items.map((item, i) => (
        <li key={i}><span className="pg-clauses__num">{n}.{i + 1}.</span> {item}</li>
      ))}
    </ol>
  );
}
