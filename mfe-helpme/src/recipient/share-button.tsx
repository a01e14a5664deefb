// The share button of a request: the system share sheet where the browser has one, otherwise
// the link is copied and «Ссылка скопирована» is said (a status, read by screen readers too).
import { useState } from 'react';
import { Button } from '@donor/shared/ui/button';
import { interpolate } from '@donor/shared/i18n';
import { s } from '../helpme.strings.ts';
import { browserShareEnv, shareLink, type ShareResult } from './share.ts';

export function ShareButton({ title }: { title: string }) {
  const [result, setResult] = useState<ShareResult | null>(null);
  const url = window.location.href.split('#')[0]!;
  const onShare = async () => {
    setResult(null);
    setResult(await shareLink({ title, text: interpolate(s.recipient.shareText, { title }), url }, browserShareEnv()));
  };
  return (
    <div className="hm-share">
      <Button variant="secondary" onClick={() => void onShare()}>{s.recipient.share}</Button>
      <p className="hm-share__note" role="status">
        {result === 'copied' ? s.recipient.copied : result === 'failed' ? interpolate(s.recipient.copyFailed, { url }) : ''}
      </p>
    </div>
  );
}
