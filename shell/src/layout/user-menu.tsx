// spec §2 header: avatar with a 155 px dropdown (cabinet, remind, add donation, bonuses,
// settings, log out); users who manage organizations get two groups, 'Мои организации' (2
// shown, then 'Показать ещё' / 'Свернуть') and 'Профиль донора'. A disclosure, not an ARIA
// menu: plain links in a list work with every screen reader and need no roving focus.
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { hasStaffAccess } from '@donor/shared/staff-access';
import type { AuthState } from '@donor/shared/stores/types';
import { ms } from './menus.strings.ts';
import { donorMenu, orgHref, visibleOrgs } from './user-menu-links.ts';

type User = NonNullable<AuthState['user']>;

/** spec §3 User photo: 48 px; without a photo the default avatar and its alt text. */
export function Avatar({ user, size = 48 }: { user: User; size?: number }) {
  const src = user.photo?.small;
  return src ? (
    <img className="lay-avatar" src={src} width={size} height={size} alt={ms.user.photoAlt} />
  ) : (
    <img className="lay-avatar" src="/icons/avatar.svg" width={size} height={size} alt={ms.user.defaultPhotoAlt} />
  );
}

/** The dropdown's content, also reused in the right-side menu. */
export function UserMenuList({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { auth, config } = useSection();
  const [expanded, setExpanded] = useState(false);
  const orgsId = useId();
  const donorId = useId();
  const orgs = user.managed_organizations;
  const { shown, canToggle } = visibleOrgs(orgs, expanded);
  const donorItems = (
    <ul className="lay-menu__list">
      {donorMenu(hasStaffAccess(user)).map((item) => (
        <li key={item.id}><Link href={item.href} className="lay-menu__link" onClick={onNavigate}>{item.label}</Link></li>
      ))}
      <li>
        <button type="button" className="lay-menu__link lay-menu__logout" onClick={() => { onNavigate?.(); void auth.logout(); }}>
          {ms.menu.logout}
        </button>
      </li>
    </ul>
  );
  if (orgs.length === 0) return donorItems; // spec §2: others see a flat menu
  return (
    <>
      <div role="group" aria-labelledby={orgsId}>
        <p id={orgsId} className="lay-menu__group">{ms.menu.myOrganizations}</p>
        <ul className="lay-menu__list" id={`${orgsId}-list`}>
          {shown.map((org) => (
            <li key={org.id}><Link href={orgHref(config.orgProfileBase, org.id)} className="lay-menu__link" onClick={onNavigate}>{org.name}</Link></li>
          ))}
        </ul>
        {canToggle && (
          <button type="button" className="lay-menu__more" aria-expanded={expanded} aria-controls={`${orgsId}-list`} onClick={() => setExpanded(!expanded)}>
            {expanded ? ms.menu.collapse : ms.menu.showMore}
          </button>
        )}
      </div>
      <div role="group" aria-labelledby={donorId}>
        <p id={donorId} className="lay-menu__group">{ms.menu.donorProfile}</p>
        {donorItems}
      </div>
    </>
  );
}

export function UserDropdown() {
  const { auth } = useSection();
  const { user } = useStore(auth.$auth);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  if (!user) return null;
  return (
    <div
      className="lay-user"
      ref={rootRef}
      onKeyDown={(e) => { if (e.key === 'Escape' && open) { e.stopPropagation(); setOpen(false); buttonRef.current?.focus(); } }}
      onBlur={(e) => { if (open && !e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget) setOpen(false); }}
    >
      <button ref={buttonRef} type="button" className="lay-user__button" aria-expanded={open} aria-controls={menuId}
        aria-label={`${ms.userMenu}: ${user.first_name} ${user.last_name}`.trim()} onClick={() => setOpen(!open)}>
        <Avatar user={user} />
      </button>
      <div id={menuId} className="lay-dropdown" hidden={!open}>
        {/* spec §2: the menu closes after a link click (on mobile; harmless on desktop too) */}
        <UserMenuList user={user} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
