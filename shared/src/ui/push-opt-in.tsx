// The push opt-in (docs/notifications.md «Виды и согласие»): offered only after a meaningful step —
// a booking, an added donation — never on a first visit, never when the browser cannot or the
// donor has refused notifications to the site, not for 30 days after «Не сейчас», not when this
// device is already subscribed (push/push-device.ts mayOfferOptIn). Loaded on demand through
// push-opt-in-later.tsx, so none of it is in a first load (README «Бюджеты байтов»).
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { pathTo } from '../routes.ts';
import { mayOfferOptIn, optInLater } from '../push/push-device.ts';
import { createPushDeviceWrites } from '../push/push-device.resource.ts';
import { pushStrings as P } from '../push/push.strings.ts';
import { Button } from './button.tsx';
import { Link } from './link.tsx';
import { useSection } from './section-context.tsx';
import './push-opt-in.css';

type Shown = 'nothing' | 'offer' | 'on' | 'denied' | 'unavailable' | 'failed';
const RESULT_TEXT = { denied: P.denied, unavailable: P.unavailable, failed: P.failed } as const;

export default function PushOptIn() {
  const { query, api } = useSection();
  const writes = useMemo(() => createPushDeviceWrites({ query, api }), [query, api]);
  const enabling = useStore(writes.$enable).loading;
  const [shown, setShown] = useState<Shown>('nothing');
  useEffect(() => {
    let live = true;
    void mayOfferOptIn().then((may) => live && may && setShown('offer'), () => undefined);
    return () => {
      live = false;
    };
  }, []);

  const enable = async () => {
    const outcome = await writes.$enable.mutate();
    // A dismissed browser prompt is not a refusal: the offer stays for another click.
    if (outcome === undefined) {
      if (writes.$enable.get().error) setShown('failed');
    } else if (outcome !== 'dismissed') setShown(outcome);
  };
  const later = () => {
    optInLater();
    setShown('nothing');
  };

  if (shown === 'nothing') return null;
  return (
    <aside className="ui-push-opt-in" aria-label={P.offerTitle}>
      {shown === 'offer' ? (
        <>
          <p>{P.offer}</p>
          <div className="ui-push-opt-in__actions">
            <Button loading={enabling} onClick={() => void enable()}>{enabling ? P.enabling : P.enable}</Button>
            <Button variant="ghost" disabled={enabling} onClick={later}>{P.later}</Button>
          </div>
        </>
      ) : shown === 'on' ? (
        <p role="status">{P.enabled}<Link href={pathTo('profile-settings-personal')}>{P.settingsLink}</Link></p>
      ) : (
        <p role="status">{RESULT_TEXT[shown]}</p>
      )}
    </aside>
  );
}
