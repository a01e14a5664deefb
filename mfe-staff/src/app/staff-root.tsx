// mfe-staff's router: its page table (pages.ts) over the route table (shared/routes), inside the
// staff frame (the areas this person's roles open, staff-nav.tsx).
import { useSection } from '@donor/shared/ui/section-context';
import { SectionFallback } from '@donor/shared/ui/section-fallback';
import { useSectionRoute } from '@donor/shared/ui/use-section-route';
import { StaffNav } from './staff-nav.tsx';
import { PAGES } from './pages.ts';
import '../staff.css';

export function StaffRoot() {
  const { config } = useSection();
  const page = useSectionRoute(PAGES, <SectionFallback supportEmail={config.supportEmail} />);
  return (
    <div className="staff">
      <StaffNav />
      <div className="staff__page">{page}</div>
    </div>
  );
}
