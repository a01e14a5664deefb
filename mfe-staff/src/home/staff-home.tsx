// /staff/: the start page — every area this person's roles open, with what it is for.
import { useStore } from '@nanostores/react';
import { routeById } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { StaffHomeFrame } from '../app/page-frames.tsx';
import { useSection } from '@donor/shared/ui/section-context';
import { st } from '../staff.strings.ts';
import { staffAreas } from '../app/staff-areas.ts';

export function StaffHome() {
  const { auth } = useSection();
  const { user } = useStore(auth.$auth);
  const areas = staffAreas(user);
  return (
    <StaffHomeFrame>
      {areas.length === 0 ? <p>{st.home.none}</p> : (
        <ul className="staff-home__areas">
          {areas.map((area) => (
            <li key={area.id} className="staff-card">
              <Link href={area.href} className="staff-card__link">{area.label}</Link>
              <p className="staff-card__hint">{area.hint}</p>
            </li>
          ))}
        </ul>
      )}
    </StaffHomeFrame>
  );
}
