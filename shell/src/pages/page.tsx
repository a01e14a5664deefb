// Common frame of the shell's pages: the route table's title as the <h1> and the ui title
// (spec §3 UI state; head.ts turns it into document.title). After a client-side navigation the
// heading takes focus so screen-reader users hear that the page changed.
import { useEffect, useRef, type ReactNode } from 'react';
import { routeById, type RouteId } from '@donor/shared/routes';
import { useSection } from '@donor/shared/ui/section-context';

let firstPage = true;

export function Page({ id, lead, children, wide = false }: { id: RouteId; lead?: ReactNode; children?: ReactNode; wide?: boolean }) {
  const { ui } = useSection();
  const title = routeById(id).title;
  const h1 = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    ui.setTitle(title);
  }, [ui, title]);

  useEffect(() => {
    if (firstPage) { firstPage = false; return; }
    h1.current?.focus({ preventScroll: true });
  }, [id]);

  return (
    <article className={wide ? 'pg pg--wide' : 'pg'}>
      <h1 ref={h1} tabIndex={-1} className="pg__title">{title}</h1>
      {lead && <p className="pg__lead">{lead}</p>}
      {children}
    </article>
  );
}

/** A titled block of a page. */
export function Block({ title, children, id }: { title: string; children?: ReactNode; id?: string }) {
  return (
    <section className="pg__block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** "Consult a doctor" note (task brief: medical pages say when to see a doctor). */
export function DoctorNote({ children }: { children: ReactNode }) {
  return (
    <aside className="pg__note" aria-label="Важно">
      <p><strong>Важно.</strong> {children}</p>
    </aside>
  );
}
