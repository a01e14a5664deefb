// The pure parts of donation review: likely duplicates, a verdict's own repeat, and the words the
// donor receives (donation-review-rules.ts, donation-review-notify.ts).
import { describe, expect, it } from 'vitest';
import { REJECT_REASONS, REJECT_REASON_LABEL } from '@donor/shared/staff-donations-messages';
import { byStrength, daysApart, duplicateMatch, isRepeatOf } from './donation-review-rules.ts';
import { verdictEmail, verdictSms, type VerdictFacts } from './donation-review-notify.ts';

describe('duplicateMatch', () => {
  const target = { donateAt: '2026-03-10', bloodStationId: 7 };
  it.each([
    ['2026-03-10', 7, 'same_day_same_station'],
    ['2026-03-10', 8, 'same_day'],
    ['2026-03-10', null, 'same_day'],
    ['2026-03-07', 7, 'near_day'],
    ['2026-03-13', 9, 'near_day'],
    ['2026-03-06', 7, null],
    ['2026-02-10', 7, null],
  ] as const)('%s at %s → %s', (day, station, match) => {
    expect(duplicateMatch(target, { donateAt: day, bloodStationId: station })).toBe(match);
  });

  it('a donation without a station is never "the same station"', () => {
    expect(duplicateMatch({ donateAt: '2026-03-10', bloodStationId: null }, { donateAt: '2026-03-10', bloodStationId: null })).toBe('same_day');
  });

  it('the strongest match first, then the nearest day, then the older record', () => {
    const rows = [
      { id: 4, donateAt: '2026-03-12', bloodStationId: 1, match: 'near_day' as const },
      { id: 3, donateAt: '2026-03-09', bloodStationId: 1, match: 'near_day' as const },
      { id: 2, donateAt: '2026-03-10', bloodStationId: 8, match: 'same_day' as const },
      { id: 1, donateAt: '2026-03-10', bloodStationId: 7, match: 'same_day_same_station' as const },
    ];
    expect([...rows].sort(byStrength(target)).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(daysApart('2026-02-27', '2026-03-01')).toBe(2);
  });
});

describe('isRepeatOf', () => {
  const rejected = { status: 'rejected' as const, reviewedBy: 5, rejectReason: 'unreadable', rejectComment: null };
  it('only the same moderator asking for exactly what was decided', () => {
    expect(isRepeatOf(rejected, 5, { verdict: 'reject', reason: 'unreadable', comment: null })).toBe(true);
    expect(isRepeatOf(rejected, 6, { verdict: 'reject', reason: 'unreadable', comment: null })).toBe(false);
    expect(isRepeatOf(rejected, 5, { verdict: 'reject', reason: 'duplicate', comment: null })).toBe(false);
    expect(isRepeatOf(rejected, 5, { verdict: 'reject', reason: 'unreadable', comment: 'Иначе' })).toBe(false);
    expect(isRepeatOf(rejected, 5, { verdict: 'accept', comment: null })).toBe(false);
    expect(isRepeatOf({ ...rejected, status: 'accepted', rejectReason: null }, 5, { verdict: 'accept', comment: null })).toBe(true);
  });
});

describe('the donor\'s message', () => {
  const facts: VerdictFacts = {
    donationId: 42, donateAt: '2026-03-10', bloodClass: 'plasma', stationTitle: 'Центр крови ФМБА России', firstName: 'Анна',
    verdict: 'reject', reason: 'unreadable', comment: 'Не видно печати', origin: 'https://donor.example',
  };

  it('a refusal: the reason in Russian, the moderator\'s words, what to do and the edit link', () => {
    const mail = verdictEmail(facts);
    expect(mail.subject).toBe('Донация 10 марта 2026 не подтверждена');
    expect(mail.body).toContain('Здравствуйте, Анна!');
    expect(mail.body).toContain('Мы не смогли подтвердить донацию 10 марта 2026 (плазма, Центр крови ФМБА России).');
    expect(mail.body).toContain('Причина: Справку не удаётся прочитать.');
    expect(mail.body).toContain('Комментарий модератора: Не видно печати');
    expect(mail.body).toContain('Исправить и отправить снова: https://donor.example/profile/donations/42/edit');
    expect(verdictSms(facts)).toBe('Донор Рядом: донация 10 марта 2026 не подтверждена — справку не удаётся прочитать. Исправьте и отправьте снова: https://donor.example/profile/donations/42/edit');
  });

  it('an acceptance: counted, with the donation\'s link', () => {
    const accept = { ...facts, verdict: 'accept' as const, reason: null, comment: null };
    expect(verdictEmail(accept)).toMatchObject({ subject: 'Донация 10 марта 2026 подтверждена' });
    expect(verdictEmail(accept).body).toContain('https://donor.example/profile/donations/42');
    expect(verdictSms(accept)).toContain('подтверждена и засчитана');
  });

  it('every reason has its words', () => {
    for (const reason of REJECT_REASONS) {
      expect(REJECT_REASON_LABEL[reason]).toMatch(/^[А-ЯЁ]/);
      expect(verdictEmail({ ...facts, reason }).body).toContain(REJECT_REASON_LABEL[reason]);
    }
  });
});
