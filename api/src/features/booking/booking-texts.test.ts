import { describe, expect, it } from 'vitest';
import { bookingIcs, confirmationEmail, confirmationSms, reminderAt, reminderEmail, slotWhen, type BookingFacts } from './booking-texts.ts';
import { needConfirmationEmail, needReminderEmail, type NeedVisitFacts } from './need-booking-texts.ts';

const facts: BookingFacts = {
  joinedId: 12, eventId: 3, eventTitle: 'День донора', stationTitle: 'Станция на Поликарпова', address: 'ул. Поликарпова, 14',
  date: '2026-12-01', startTime: '09:30:00', startsAt: new Date('2026-12-01T06:30:00Z'), utcOffsetMin: 180, firstName: 'Анна',
  url: 'https://donor.example/events/3/',
};

describe('booking texts', () => {
  it('prints the slot’s local day and time with the weekday (Intl ru)', () => {
    expect(slotWhen('2026-12-01', '09:30:00')).toBe('вторник, 1 декабря 2026, 09:30');
  });

  it('the reminder is due at 10:00 local time the day before, from the event’s offset', () => {
    expect(reminderAt({ date: '2026-12-01', utcOffsetMin: 180 }).toISOString()).toBe('2026-11-30T07:00:00.000Z');
    expect(reminderAt({ date: '2026-12-01', utcOffsetMin: 420 }).toISOString()).toBe('2026-11-30T03:00:00.000Z');
  });

  it('the confirmation names the place, time and what to bring; the SMS is one line', () => {
    const mail = confirmationEmail('booked', facts);
    expect(mail.subject).toBe('Вы записаны на донацию: 1 декабря 2026, 09:30');
    expect(mail.body).toContain('Где: Станция на Поликарпова, ул. Поликарпова, 14');
    expect(mail.body).toContain('Что взять с собой');
    expect(mail.body).toContain('Перед визитом проверьте себя: https://donor.example/self-check/');
    expect(confirmationEmail('cancelled', facts).body).not.toContain('/self-check/');
    expect(confirmationSms('changed', facts)).toBe('Донор Рядом: запись перенесена на 1 декабря 2026, 09:30, Станция на Поликарпова, ул. Поликарпова, 14. Возьмите паспорт.');
  });

  it('the reminder, and a help-me visit’s confirmation and reminder, link the self-check on the same site', () => {
    expect(reminderEmail(facts).body).toContain('Перед визитом проверьте себя: https://donor.example/self-check/');
    const need: NeedVisitFacts = {
      joinedId: 5, needId: 9, title: 'Анна С.', stationTitle: null, address: 'ул. Поликарпова, 14', date: '2026-12-01', opens: '08:00', closes: '14:00',
      utcOffsetMin: 180, firstName: 'Анна', url: 'https://donor.example/recipient/9/',
    };
    expect(needConfirmationEmail('booked', need).body).toContain('Перед визитом проверьте себя: https://donor.example/self-check/');
    expect(needConfirmationEmail('cancelled', need).body).not.toContain('/self-check/');
    expect(needReminderEmail(need).body).toContain('Перед визитом проверьте себя: https://donor.example/self-check/');
  });

  it('the .ics of a cancellation cancels the same UID', () => {
    const booked = bookingIcs('booked', facts, new Date('2026-11-24T10:00:00Z'));
    const cancelled = bookingIcs('cancelled', facts, new Date('2026-11-24T10:00:00Z'));
    expect(booked.content).toContain('UID:booking-12@donor-ryadom');
    expect(booked.content).toContain('DTSTART:20261201T063000Z');
    expect(cancelled.content).toContain('METHOD:CANCEL');
    expect(cancelled.content).toContain('STATUS:CANCELLED');
    expect(cancelled.content_type).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });
});
