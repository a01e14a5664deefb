// The top of mfe-donate's pages (title and lead in `.dp`): each live page and the build's first
// paint of it (src/app/pages.ts `firstPaint`, docs/ARCHITECTURE.md «A section page's first paint»)
// render the same frame, so the live title lands where the picture's was.
import type { ReactNode } from 'react';
import { P } from '../donate.strings.ts';

export function DpFrame({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="dp">
      <h1>{title}</h1>
      {lead !== undefined && <p className="dp__lead">{lead}</p>}
      {children}
    </section>
  );
}

type Children = { children?: ReactNode };
export const DonateFrame = ({ children }: Children) => <DpFrame title={P.donatePageTitle} lead={P.donatePageLead}>{children}</DpFrame>;
export const FundraisingFrame = ({ children }: Children) => <DpFrame title={P.fundraisingTitle}>{children}</DpFrame>;
export const SouvenirFrame = ({ children }: Children) => <DpFrame title={P.souvenirTitle} lead={P.souvenirLead}>{children}</DpFrame>;
export const CharityFrame = ({ children }: Children) => <DpFrame title={P.charityTitle} lead={P.charityLead}>{children}</DpFrame>;
