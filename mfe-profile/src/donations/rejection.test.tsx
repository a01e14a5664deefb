// @vitest-environment happy-dom
// A refused donation as its donor sees it (rejection.tsx): the reason in words, what to do, the
// moderator's words and the way to fix and resend; nothing for other statuses.
import { describe, expect, it } from 'vitest';
import type { Donation } from '@donor/shared/contract/cabinet';
import { render } from '@donor/shared/testing/render';
import { RejectionNote } from './rejection.tsx';

const donation: Donation = {
  id: 9, donate_at: '2026-10-01', status: 'rejected', blood_class: 'plasma', blood_station: { id: 3, title: 'ОПК' }, is_paid: false,
  volume_ml: null, certificate: null, created_at: '2026-10-01T10:00:00.000Z',
  rejection: { reason: 'date_mismatch', comment: 'В справке 2 октября', at: '2026-10-03T09:00:00.000Z' },
};

describe('RejectionNote', () => {
  it('says why, what to do, the moderator\'s words, and links to the edit form', async () => {
    const { container, unmount } = await render(<RejectionNote donation={donation} />);
    const text = container.textContent ?? '';
    expect(text).toContain('Донация не подтверждена');
    expect(text).toContain('Причина: Дата не совпадает со справкой');
    expect(text).toContain('Комментарий модератора: В справке 2 октября');
    expect(text).toContain('Исправьте дату по справке и отправьте снова.');
    expect(text).toContain('Проверена 3 октября 2026');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/profile/donations/9/edit');
    await unmount();
  });

  it('without the link on the edit form itself; nothing for a pending or accepted donation', async () => {
    const plain = await render(<RejectionNote donation={donation} link={false} />);
    expect(plain.container.querySelector('a')).toBeNull();
    await plain.unmount();
    for (const status of ['pre_accepted', 'accepted'] as const) {
      const r = await render(<RejectionNote donation={{ ...donation, status }} />);
      expect(r.container.innerHTML).toBe('');
      await r.unmount();
    }
  });
});
