// A station's popup on the map (spec §2 blood stations screen, map; spec §3 Blood station): title,
// address, open now, the need for the donor's group, a «Маршрут» link and the station page.
// Built as DOM, never as HTML: titles and addresses come from the API.
import type { BloodNeedKey } from '@donor/shared/contract/common';
import type { MapPoint } from '@donor/shared/contract/stations';
import { navigate } from '@donor/shared/ui/link';
import { mapText } from './map.strings.ts';
import { stationHref } from '../links.ts';
import { needLine, routeHref } from './markers.ts';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function popupOf(p: MapPoint, donorGroup: BloodNeedKey | null): HTMLElement {
  const box = el('div', 'st-popup');
  const title = el('p', 'st-popup__title', p.title);
  const addr = el('p', 'st-popup__addr', p.address);
  const state = el('p', 'st-popup__state');
  state.append(
    el('span', p.open_now ? 'st-popup__open' : 'st-popup__closed', p.open_now ? mapText.openNow : mapText.closedNow),
    document.createTextNode(' · '),
    el('span', 'st-popup__need', needLine(p.blood_needs, donorGroup)),
  );
  const actions = el('p', 'st-popup__actions');
  const route = el('a', 'st-popup__route', mapText.route);
  route.href = routeHref(p.lat, p.lng);
  route.target = '_blank';
  route.rel = 'noopener';
  route.setAttribute('aria-label', mapText.routeHint);
  const page = el('a', 'st-popup__page', mapText.open);
  page.href = stationHref(p.slug);
  // An in-app link: the section's router, unless the donor asks for a new tab.
  page.addEventListener('click', (e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(page.getAttribute('href')!);
  });
  actions.append(route, page);
  box.append(title, addr, state, actions);
  return box;
}
