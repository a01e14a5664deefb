// «Мои записи» (spec §4 Joining; API: GET /api/profile/bookings/, api/src/features/booking/bookings.ts):
// the donor's upcoming event bookings, soonest first, each with «Изменить» and «Отменить» — both
// lead to the event page, where a change keeps the booking until the new time is confirmed and
// a cancellation asks first. Each booking shows its check-in code and the code's QR picture, which
// the donor shows at the station's desk (docs/booking.md «Отметка в станции»): the picture is drawn
// by the API (GET /api/booking-codes/{code}/qr.svg), so this section carries no QR encoder. Its own
// request and texts, so the cabinet page only places it.
import { useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Link } from '@donor/shared/ui/link';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { CachedAt } from '@donor/shared/ui/cached-at';
import { formatDate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { pathOf } from '@donor/shared/endpoint';
import { BOOKINGS_KEY } from '@donor/shared/profile-keys';
import { bookingCodeQr } from '@donor/shared/endpoints/staff-checkin';
import type { List } from '@donor/shared/contract/common';
import type { MyBooking } from '@donor/shared/contract/booking';
import { TitledBlock } from './cabinet-blocks.tsx';

const t = {
  title: 'Мои записи',
  none: 'Предстоящих записей нет.',
  find: 'Найти акцию',
  change: 'Изменить',
  cancel: 'Отменить',
  changeLabel: 'Изменить запись: {what}',
  cancelLabel: 'Отменить запись: {what}',
  code: 'Код записи',
  codeHint: 'Покажите QR-код на стойке регистрации.',
  qrAlt: 'QR-код записи {code}',
};

/** CSS px: ~290 device pixels on a 3× phone, well inside what a desk scanner or a phone camera reads. */
const QR_SIZE = 96;

const when = (b: MyBooking) => `${formatDate(b.slot.date)}, ${b.slot.start_time}`;

/**
 * The block with its title, pure: the host's picture of the cabinet's first screen draws it too
 * (src/app/first-screen-paints.tsx), with the bookings from the page's first-screen answers.
 */
export const BookingsBlock = ({ children }: { children?: ReactNode }) => <TitledBlock id="cab-bookings" title={t.title}>{children}</TitledBlock>;

export function MyBookings() {
  const { query } = useSection();
  const $list = useMemo(() => query.createFetcherStore<List<MyBooking>>(BOOKINGS_KEY), [query]);
  const value = useStore($list);
  return (
    <BookingsBlock>
      <CachedAt store={$list} />
      <QueryState value={value} loading={<SkeletonList rows={1} />} onRetry={$list.revalidate}>
        {(list) => <BookingsList list={list} />}
      </QueryState>
    </BookingsBlock>
  );
}

/** The bookings, or that there are none: pure, the live block and the host's picture draw it. */
export function BookingsList({ list }: { list: List<MyBooking> }) {
  return list.results.length === 0 ? (
    <EmptyState title={t.none}><Link href={pathTo('events')}>{t.find}</Link></EmptyState>
  ) : (
    <ul className="cab-list">
      {list.results.map((b) => {
        const href = `${pathTo('event', { id: b.event.id })}/`;
        const what = `${b.event.title}, ${when(b)}`;
        return (
          <li key={b.id} className="cab-booking">
            <p className="cab-booking__when"><strong>{when(b)}</strong> — <Link href={href}>{b.event.title}</Link></p>
            <p className="cab-muted cab-booking__where">{[b.blood_station?.title, b.event.address].filter(Boolean).join(', ')}</p>
            <img className="cab-booking__qr" src={pathOf(bookingCodeQr, { code: b.code })} alt={t.qrAlt.replace('{code}', b.code)} width={QR_SIZE} height={QR_SIZE} loading="lazy" />
            <p>{t.code}: <strong className="cab-booking__code">{b.code}</strong></p>
            <p className="cab-muted cab-booking__hint">{t.codeHint}</p>
            <p>
              <Link href={href} aria-label={t.changeLabel.replace('{what}', what)}>{t.change}</Link>
              {' · '}
              <Link href={href} aria-label={t.cancelLabel.replace('{what}', what)}>{t.cancel}</Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
