// The welcome page of /helpme/ (spec §2 "Help-me form": closed to begin, can be reopened): what
// the request is, the two steps, what of the patient is shown publicly, and that a moderator
// reviews it before it is public (docs/helpme.md «Модерация»).
import { useEffect, useRef } from 'react';
import { Button } from '@donor/shared/ui/button';
import { interpolate } from '@donor/shared/i18n';
import { REVIEW_WAIT } from '@donor/shared/staff-helpme-messages';
import { s } from '../helpme.strings.ts';
import { WelcomeFrame } from './welcome-frame.tsx';

export function Welcome({ onStart }: { onStart: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Reopened from the form: move focus to the page's heading, not back to the top of the site.
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) headingRef.current?.focus();
  }, []);
  return (
    <WelcomeFrame headingRef={headingRef}>
      <ol className="hm-welcome__steps">
        {s.welcome.steps.map((text) => <li key={text}>{text}</li>)}
      </ol>
      <p className="hm-note">{s.welcome.privacy}</p>
      <p className="hm-note">{interpolate(s.welcome.review, { wait: REVIEW_WAIT })}</p>
      <Button size="normal" onClick={onStart}>{s.welcome.start}</Button>
    </WelcomeFrame>
  );
}
