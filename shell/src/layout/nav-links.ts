// The link lists of the header, right menu and bottom bar (spec §2 Shared layout). Paths come
// from the route table only; the external journal opens in a new tab.
import { pathTo } from '@donor/shared/routes';
import { ls } from './layout.strings.ts';
import type { PublicConfig } from '@donor/shared/stores/types';

export interface NavItem {
  id: string;
  label: string;
  href: string;
  external?: boolean;
}

/** spec §2 route list: /donate/ links carry utm source, medium and campaign. */
export function donateHref(medium: string): string {
  const q = new URLSearchParams({ utm_source: 'donor_ryadom', utm_medium: medium, utm_campaign: 'help_project' });
  return `${pathTo('donate')}?${q.toString()}`;
}

/** Header order of spec §2: home, how, where to donate, help, souvenirs, … charity shop, journal. */
export function mainNav(config: Pick<PublicConfig, 'journalUrl'>, medium = 'header'): NavItem[] {
  return [
    { id: 'home', label: ls.header.home, href: pathTo('home') },
    { id: 'how', label: ls.header.how, href: pathTo('how') },
    { id: 'stations', label: ls.header.stations, href: pathTo('stations') },
    { id: 'donate', label: ls.header.donate, href: donateHref(medium) },
    { id: 'souvenir', label: ls.header.souvenirs, href: pathTo('souvenir') },
    { id: 'achievements', label: ls.header.achievements, href: pathTo('achievements') },
    { id: 'bonus', label: ls.header.bonuses, href: pathTo('bonus') },
    { id: 'top', label: ls.header.top, href: pathTo('top') },
    { id: 'helpme', label: ls.header.helpme, href: pathTo('helpme') },
    { id: 'fundraising', label: ls.header.fundraising, href: pathTo('fundraising') },
    { id: 'charityshop', label: ls.header.charityshop, href: pathTo('charityshop') },
    { id: 'journal', label: ls.header.journal, href: config.journalUrl, external: true },
  ];
}

/** isNavActive works on paths; links may carry a query (utm). */
export function hrefPath(href: string): string {
  const cut = href.search(/[?#]/);
  return cut === -1 ? href : href.slice(0, cut);
}
