// The share modal of /top/ (spec §2), loaded on demand: the link of this ranking in a read-only
// field with a copy button and a visible confirmation, the system share sheet where the browser
// has one (Web Share API), and VK / Telegram / OK as plain links opening in a new tab.
import { useRef, useState } from 'react';
import { Modal } from '@donor/shared/ui/modal';
import { Button } from '@donor/shared/ui/button';
import { useSection } from '@donor/shared/ui/section-context';
import type { TopFilter } from '@donor/shared/contract/top-rules';
import { s } from '../top.strings.ts';
import type { PlaceLabels } from '../filters/place-labels.resource.ts';
import { networkLinks, shareText, shareUrl } from './share-links.ts';

export interface ShareModalProps {
  filter: TopFilter;
  /** «Вся Россия» picked over the visitor's city: the link says so (`city=0`), not the reader's city. */
  everywhere?: boolean;
  labels: PlaceLabels;
  year: string;
  onClose: () => void;
}

type Copied = 'idle' | 'done' | 'failed';

/** Clipboard API first; the old selection copy where it is missing or refused. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    try { return document.execCommand('copy'); } catch { return false; }
  }
}

export default function ShareModal({ filter, everywhere = false, labels, year, onClose }: ShareModalProps) {
  const { config } = useSection();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<Copied>('idle');
  const url = shareUrl(window.location.origin, filter, everywhere);
  const text = shareText(filter, labels, config.productName, year);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => setCopied((await copyText(url, inputRef.current)) ? 'done' : 'failed');
  // Cancelling the system sheet rejects with AbortError: nothing to report.
  const share = () => void navigator.share({ title: text, text, url }).catch(() => {});

  return (
    <Modal open onClose={onClose} title={s.share.title} variant="sheet" className="top-share">
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="top-share-url">{s.share.link}</label>
        <input ref={inputRef} id="top-share-url" className="ui-input" type="url" readOnly value={url} onFocus={(e) => e.target.select()} />
      </div>
      <div className="top-share__actions">
        <Button onClick={() => void copy()}>{s.share.copy}</Button>
        {canShare && <Button variant="secondary" onClick={share}>{s.share.native}</Button>}
      </div>
      <p className={copied === 'failed' ? 'top-share__status ui-error' : 'top-share__status'} role="status">
        {copied === 'done' ? s.share.copied : copied === 'failed' ? s.share.copyFailed : ''}
      </p>
      <h3 className="top-share__networks-title">{s.share.networks}</h3>
      <ul className="top-share__networks">
        {networkLinks(url, text).map((n) => (
          <li key={n.id}>
            <a className={`top-share__network top-share__network--${n.id}`} href={n.href} target="_blank" rel="noopener noreferrer">
              {n.label}<span className="ui-visually-hidden"> {s.share.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
