// spec §2 Footer: an install-the-app button only for non-Android Safari, opening a modal with
// the steps (Share → 'На экран «Домой»' → 'Добавить'; install-steps.tsx, loaded on first open),
// and an Android app button.
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { ANDROID_APP_URL } from '../../common/external-links.ts';
import { AndroidIcon, ShareIcon } from './icons.tsx';
import { ls } from './layout.strings.ts';
import { currentEnv, showsInstallButton } from './platform.ts';

const noSubscribe = () => () => {};
const InstallSteps = lazy(() => import('./install-steps.tsx'));

export function AppButtons({ overlays }: { overlays?: Element | null }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // The user agent does not change; read it once, after mount (no server snapshot mismatch).
  const safari = useSyncExternalStore(noSubscribe, () => showsInstallButton(currentEnv()), () => false);
  return (
    <div className="lay-apps">
      {safari && (
        <button type="button" className="ui-button ui-button--secondary ui-button--small" aria-haspopup="dialog" onClick={() => { setOpened(true); setOpen(true); }}>
          <ShareIcon />
          {ls.pwa.installButton}
        </button>
      )}
      <a className="ui-button ui-button--secondary ui-button--small" href={ANDROID_APP_URL} target="_blank" rel="noopener noreferrer">
        <AndroidIcon />
        {ls.pwa.androidAppButton}
        <span className="ui-visually-hidden">{ls.newTab}</span>
      </a>
      {opened && <Suspense><InstallSteps open={open} onClose={() => setOpen(false)} container={overlays} /></Suspense>}
    </div>
  );
}
