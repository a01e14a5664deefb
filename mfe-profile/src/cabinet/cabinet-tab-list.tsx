// The cabinet's tabs (cabinet-tabs.ts; WAI-ARIA tabs pattern): a tablist of buttons — one in the
// Tab order, arrows/Home/End move and open, the chosen one `aria-selected` — and one tabpanel
// each. The URL keeps the tab (`?tab=`, replaced, not pushed: switching is not a new page); an
// anchor of another tab (`#tg-gifts` from /souvenir/, «Почётный сертификат» in «Ещё») opens it
// and scrolls to the anchor once its lazy part is on the page. A panel once opened stays mounted
// (hidden), so a half-filled form keeps its state.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { navigate, useLocation } from '@donor/shared/ui/link';
import { ANCHOR_TAB, CABINET_TABS, tabAfterKey, tabHref, tabOf, type CabinetTab } from './cabinet-tabs.ts';
import { cs } from './cabinet.strings.ts';

/** How long an anchor of a lazy panel is waited for before giving up (its chunk and data). */
const ANCHOR_WAIT_MS = 8_000;

/** Scrolls to `#id` once it exists (a lazy panel renders it later than the tab opens). */
function scrollToAnchor(id: string): () => void {
  const found = () => {
    const el = document.getElementById(id);
    if (!el) return false;
    el.scrollIntoView({ block: 'start' });
    return true;
  };
  if (found()) return () => {};
  const observer = new MutationObserver(() => { if (found()) stop(); });
  const timer = window.setTimeout(() => stop(), ANCHOR_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

export function CabinetTabList({ panels }: { panels: Record<CabinetTab, () => ReactNode> }) {
  const location = useLocation();
  const q = location.indexOf('?');
  const pathname = q === -1 ? location : location.slice(0, q);
  const search = q === -1 ? '' : location.slice(q);
  const [hash, setHash] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash));
  const tab = tabOf(search, hash);
  const [visited, setVisited] = useState<ReadonlySet<CabinetTab>>(() => new Set([tab]));
  const tabsRef = useRef<HTMLDivElement>(null);

  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));

  // An in-page anchor (a link of «Ещё в кабинете», Back to one): the hash names its tab.
  useEffect(() => {
    const onHash = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    return id && ANCHOR_TAB[id] === tab ? scrollToAnchor(id) : undefined;
  }, [hash, tab]);

  const open = (next: CabinetTab, focus = false) => {
    if (next !== tab) {
      if (hash) setHash(''); // the anchor belonged to the tab being left
      navigate(tabHref(pathname, search, next), { replace: true });
    }
    if (focus) tabsRef.current?.querySelector<HTMLElement>(`#cab-tab-${next}`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tab, e.key);
    if (!next) return;
    e.preventDefault();
    open(next, true);
  };

  return (
    <>
      <div ref={tabsRef} className="cab-tabs" role="tablist" aria-label={cs.tabs.label} onKeyDown={onKeyDown}>
        {CABINET_TABS.map((t) => (
          <button key={t} type="button" role="tab" id={`cab-tab-${t}`} className="cab-tabs__tab" aria-selected={t === tab}
            aria-controls={`cab-panel-${t}`} tabIndex={t === tab ? 0 : -1} onClick={() => open(t)}>
            {cs.tabs.names[t]}
          </button>
        ))}
      </div>
      {/* Every panel is there (each tab's aria-controls names one); only an opened one has content. */}
      {CABINET_TABS.map((t) => (
        <div key={t} role="tabpanel" id={`cab-panel-${t}`} className="cab-panel" aria-labelledby={`cab-tab-${t}`} tabIndex={0} hidden={t !== tab}>
          {visited.has(t) && panels[t]()}
        </div>
      ))}
    </>
  );
}
