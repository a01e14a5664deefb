// «Нет подключения к интернету» while the device is offline (docs/ARCHITECTURE.md §2.5
// «Offline»): a polite live region that is always in the page, empty while online, so a screen
// reader hears the words once when the network goes and the strip goes quietly when it returns.
// Part of the layout's first load: a lazy chunk could not be fetched at the moment it is needed.
import { useStore } from '@nanostores/react';
import { $online } from '@donor/shared/stores/online.store';
import { ls } from './layout.strings.ts';

export function OfflineBanner() {
  const online = useStore($online);
  return <p className="lay-offline" role="status" aria-live="polite">{online ? '' : ls.offline.banner}</p>;
}
