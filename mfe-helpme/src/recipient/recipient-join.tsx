// Signing up for a request (spec §4 Joining; §5 "Joining requires a selected slot"): the days
// still valid, sorted, one of them chosen (pre-selected when it is the only one, or the joined
// one); join, change day (leave + clear + reload), leave; the joined day goes to a calendar as
// an all-day .ics event (shared/src/ics.ts). An anonymous visitor is sent to /login/?next=.
// Right after signing up it offers push alerts (the kit's opt-in, loaded only then:
// docs/notifications.md «Виды и согласие»).
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Button } from '@donor/shared/ui/button';
import { UnsentRetry } from '@donor/shared/ui/unsent-retry';
import { PushOptInLater } from '@donor/shared/ui/push-opt-in-later';
import { interpolate } from '@donor/shared/i18n';
import type { NeedSlot, RecipientNeed } from '@donor/shared/contract/helpme';
import { s } from '../helpme.strings.ts';
import type { RecipientPageModel } from './recipient.resource.ts';
import { dayLabel, joinedSlot, validSlots } from './recipient-slots.ts';

/** More days than this are a drop-down rather than a row of buttons. */
const MAX_BUTTONS = 14;

/** The .ics builder is its own chunk, not in the section's first load (README «Бюджеты байтов»). */
const loadIcs = () => import('@donor/shared/ics');

async function saveIcs(need: RecipientNeed, slot: NeedSlot): Promise<void> {
  const [y, m, d] = slot.date.split('-').map(Number);
  const station = need.blood_station;
  const { buildIcs, downloadIcs } = await loadIcs();
  downloadIcs(`donor-request-${need.id}.ics`, buildIcs({
    uid: `need-${need.id}-slot-${slot.id}@donor-ryadom`,
    title: interpolate(s.recipient.icsTitle, { title: need.title }),
    description: s.recipient.icsText,
    location: station ? `${station.title}, ${station.address}` : '',
    url: window.location.href.split('#')[0]!,
    start: new Date(y!, m! - 1, d!),
    durationMin: 0,
    now: new Date(),
    allDay: true,
    // 9:00 on the day before: time to sleep well and have breakfast (how-to page advice).
    alarms: ['-PT15H'],
  }));
}

export function RecipientJoin({ page, need }: { page: RecipientPageModel; need: RecipientNeed }) {
  const { auth } = useSection();
  const loggedIn = Boolean(useStore(auth.$auth).token);
  const chosen = useStore(page.$choice);
  const busy = useStore(page.$busy);
  const message = useStore(page.$message);
  const unsent = useStore(page.$unsent);
  const joined = joinedSlot(need);
  const days = validSlots(need.time_slots, new Date());
  // Fetched as soon as the donor is signed up, so the button also works offline later (a
  // section's files are cached on first use, shell/sw/sw.ts).
  const hasDay = Boolean(joined);
  useEffect(() => { if (hasDay) void loadIcs(); }, [hasDay]);
  // Signed up on this page, not found signed up when it opened.
  const wasJoined = useRef<boolean | null>(null);
  const [justJoined, setJustJoined] = useState(false);
  useEffect(() => {
    if (wasJoined.current === false && joined) setJustJoined(true);
    wasJoined.current = Boolean(joined);
  }, [joined]);

  return (
    <section className="hm-join" aria-labelledby="hm-join-title">
      <h2 id="hm-join-title">{s.recipient.signup}</h2>
      {joined ? (
        <>
          <div role="status">
            <p className="hm-join__joined">✓ {interpolate(s.recipient.joined, { date: dayLabel(joined) })}</p>
            <div className="hm-actions">
              <Button onClick={() => void saveIcs(need, joined)}>{s.recipient.ics}</Button>
              <Button variant="secondary" loading={busy} onClick={() => void page.change()}>{s.recipient.change}</Button>
              <Button variant="ghost" loading={busy} onClick={() => void page.leave()}>{s.recipient.leave}</Button>
            </div>
          </div>
          {justJoined && <PushOptInLater />}
        </>
      ) : days.length === 0 ? (
        <p className="hm-muted">{s.recipient.noDays}</p>
      ) : (
        <>
          {days.length > MAX_BUTTONS ? (
            <div className="ui-field">
              <label className="ui-field__label" htmlFor="hm-day">{s.recipient.chooseDay}</label>
              <p className="ui-field__hint" id="hm-day-hint">{s.recipient.chooseDayHint}</p>
              <select id="hm-day" className="ui-input" aria-describedby="hm-day-hint" value={chosen ?? ''} onChange={(e) => page.pick(Number(e.currentTarget.value))}>
                {chosen === null && <option value="">—</option>}
                {days.map((slot) => <option key={slot.id} value={slot.id}>{dayLabel(slot)}</option>)}
              </select>
            </div>
          ) : (
            <fieldset className="hm-days" aria-describedby="hm-day-hint">
              <legend className="ui-field__label">{s.recipient.chooseDay}</legend>
              <p className="ui-field__hint" id="hm-day-hint">{s.recipient.chooseDayHint}</p>
              <div className="hm-days__options">
                {days.map((slot) => (
                  <label key={slot.id} className="hm-chip">
                    <input type="radio" name="hm-day" checked={chosen === slot.id} onChange={() => page.pick(slot.id)} />
                    <span>{dayLabel(slot)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <Button block loading={busy} onClick={() => void page.join()}>{loggedIn ? s.recipient.join : s.recipient.loginToJoin}</Button>
        </>
      )}
      {message && <p className="ui-error" role="alert">{message}</p>}
      {unsent && <UnsentRetry onRetry={page.join} busy={busy} />}
    </section>
  );
}
