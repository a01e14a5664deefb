// What a donor reads when the event they booked is cancelled (event-cancel-notify.ts): pure texts.
import { describe, expect, it } from 'vitest';
import * as SS from '@donor/shared/staff-stations-messages';
import { eventCancelledEmail, eventCancelledSms } from './event-cancel-notify.ts';
import type { BookingFacts } from './booking-texts.ts';

const facts: BookingFacts = {
  joinedId: 7, eventId: 3, eventTitle: 'День донора', stationTitle: 'ГКБ №1', address: 'Ленинский пр., 8',
  date: '2026-11-24', startTime: '09:30:00', startsAt: new Date('2026-11-24T06:30:00Z'), utcOffsetMin: 180, firstName: 'Анна',
  url: 'https://donor.example/events/3/',
};

describe('a cancelled event in words', () => {
  it('the e-mail names the event, the time, the place and the reason, and says the .ics removes the visit', () => {
    const mail = eventCancelledEmail(facts, 'Отключение воды', 'https://donor.example/events/');
    expect(mail.subject).toBe(`${SS.cancelSubject}: 24 ноября 2026, 09:30`);
    expect(mail.body).toContain('Здравствуйте, Анна!');
    expect(mail.body).toContain('вторник, 24 ноября 2026, 09:30 (местное время)');
    expect(mail.body).toContain('ГКБ №1, Ленинский пр., 8');
    expect(mail.body).toContain('Причина: Отключение воды');
    expect(mail.body).toContain('.ics');
    expect(mail.body).toContain('https://donor.example/events/');
  });

  it('the SMS is one line and cuts a long reason', () => {
    const sms = eventCancelledSms(facts, 'а'.repeat(200));
    expect(sms.startsWith(`${SS.cancelSms}: «День донора», 24 ноября 2026, 09:30.`)).toBe(true);
    expect(sms).not.toContain('\n');
    expect(sms.length).toBeLessThan(200);
  });
});
