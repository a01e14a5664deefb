// One place of the ranking (spec §2 /top/): the place, the photo (48 px, spec §3 User photo: the
// default avatar with alt 'default User photo' when there is none — also for a donor who hid
// their name), the name as the API gives it, the city, the total and the counts by component
// with Russian plurals (Intl, i18n.ts).
import { formatNumber, interpolate, plural } from '@donor/shared/i18n';
import type { TopComponent } from '@donor/shared/contract/top-rules';
import type { TopItem } from '@donor/shared/contract/top';
import { s } from '../top.strings.ts';

/** spec §9 user photo default size. */
export const PHOTO_SIZE = 48;
/** The shell's default avatar (shell/public/icons): one cached file for every row. */
const DEFAULT_PHOTO = '/icons/avatar.svg';
const COMPONENTS: readonly TopComponent[] = ['blood', 'plasma', 'platelets', 'erythrocytes', 'granulocytes'];

export const donationsText = (n: number) => interpolate(plural(n, s.row.donations), { n: formatNumber(n) });

export function DonorPhoto({ src, eager }: { src: string | null; eager?: boolean }) {
  return (
    <img
      className="top-row__photo"
      src={src ?? DEFAULT_PHOTO}
      alt={src ? s.row.photoAlt : s.row.defaultPhotoAlt}
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
}

export interface TopRowProps {
  item: TopItem;
  /** The signed-in donor's own row: highlighted and marked. */
  me?: boolean;
  eager?: boolean;
  as?: 'li' | 'div';
}

export function TopRow({ item, me = false, eager, as: Tag = 'li' }: TopRowProps) {
  const parts = COMPONENTS.filter((c) => item.counts[c] > 0);
  return (
    <Tag className={me ? 'top-row top-row--me' : 'top-row'} aria-current={me ? 'true' : undefined}>
      <span className="top-row__place">
        <span className="ui-visually-hidden">{interpolate(s.row.place, { n: item.position })}</span>
        <span aria-hidden="true">{formatNumber(item.position)}</span>
      </span>
      <DonorPhoto src={item.photo} {...(eager ? { eager } : {})} />
      <span className="top-row__who">
        <span className="top-row__name">
          {item.name}
          {me && <span className="top-row__you">{s.row.you}</span>}
        </span>
        {item.city && <span className="top-row__city">{item.city.title}</span>}
      </span>
      <span className="top-row__counts">
        <span className="top-row__total">{donationsText(item.counts.total)}</span>
        {parts.length > 0 && (
          <span className="top-row__by">
            <span className="ui-visually-hidden">{s.row.byComponent}: </span>
            {parts.map((c, i) => (
              <span key={c} className="top-row__part">
                {i > 0 && <span aria-hidden="true"> · </span>}
                {s.component[c]} {formatNumber(item.counts[c])}
                {i < parts.length - 1 && <span className="ui-visually-hidden">,</span>}
              </span>
            ))}
          </span>
        )}
      </span>
    </Tag>
  );
}
