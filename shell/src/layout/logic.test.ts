// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { homePromptVisible, isTextField, type PromptInput } from './banners.logic.ts';
import { cookieBannerVisible } from '../../common/cookie-banner.ts';
import { cityChoices, citySearchKey } from '@donor/shared/city-search';
import { cityLabel, initialCityOption, startOptions } from './city-label.ts';
import { donateHref, hrefPath, mainNav } from './nav-links.ts';
import { orgHref, visibleOrgs } from './user-menu-links.ts';
import { isAndroid, isIOS, isMobileDevice, isSafari, showsInstallButton } from './platform.ts';
import { copyrightText } from './footer.tsx';
import { documentTitle } from './head.ts';
import { routeDescription } from '@donor/shared/page-head';

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
  androidStock: 'Mozilla/5.0 (Linux; U; Android 4.4; ru-ru; GT-I9300) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
  yandex: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 YaBrowser/24.4.0.123 Mobile/15E148 Safari/604.1',
};
const env = (userAgent: string, maxTouchPoints = 0, width = 1280) => ({ userAgent, maxTouchPoints, width });

describe('platform detection (spec §2 footer install button, §4 mobile)', () => {
  it('shows the install button only in non-Android Safari on iPhone/iPad', () => {
    expect(showsInstallButton(env(UA.iphoneSafari))).toBe(true);
    expect(showsInstallButton(env(UA.macSafari, 5))).toBe(true); // iPadOS
    expect(showsInstallButton(env(UA.macSafari, 0))).toBe(false); // desktop Safari: 'Add to Dock', other steps
    for (const ua of [UA.iphoneChrome, UA.androidChrome, UA.androidStock, UA.desktopChrome, UA.yandex]) expect(showsInstallButton(env(ua))).toBe(false);
  });
  it('tells Android, iOS (incl. iPadOS posing as a Mac) and Safari apart', () => {
    expect(isAndroid(UA.androidChrome)).toBe(true);
    expect(isAndroid(UA.iphoneSafari)).toBe(false);
    expect(isIOS(env(UA.iphoneChrome))).toBe(true);
    expect(isIOS(env(UA.macSafari, 5))).toBe(true);
    expect(isIOS(env(UA.macSafari, 0))).toBe(false);
    expect(isSafari(UA.androidStock)).toBe(false);
  });
  it('is mobile by user agent or at 768 px and below', () => {
    expect(isMobileDevice(env(UA.androidChrome))).toBe(true);
    expect(isMobileDevice(env(UA.desktopChrome, 0, 768))).toBe(true);
    expect(isMobileDevice(env(UA.desktopChrome, 0, 769))).toBe(false);
  });
});

describe('cookie banner (spec §4)', () => {
  it('shows only to anonymous visitors who have not accepted', () => {
    expect(cookieBannerVisible({ loggedIn: false, accepted: false })).toBe(true);
    expect(cookieBannerVisible({ loggedIn: true, accepted: false })).toBe(false);
    expect(cookieBannerVisible({ loggedIn: false, accepted: true })).toBe(false);
  });
});

describe('home-screen prompt (spec §2)', () => {
  const base: PromptInput = { pathname: '/profile/', loggedIn: true, dismissed: false, standalone: false, mobile: true, textFieldFocused: false };
  it('shows under /profile for logged-in users', () => {
    expect(homePromptVisible(base)).toBe(true);
    expect(homePromptVisible({ ...base, pathname: '/profile' })).toBe(true);
    expect(homePromptVisible({ ...base, pathname: '/profile/bonus' })).toBe(true);
  });
  it('hides elsewhere, for guests, after dismissal and when already installed', () => {
    expect(homePromptVisible({ ...base, pathname: '/' })).toBe(false);
    expect(homePromptVisible({ ...base, pathname: '/profilex' })).toBe(false);
    expect(homePromptVisible({ ...base, loggedIn: false })).toBe(false);
    expect(homePromptVisible({ ...base, dismissed: true })).toBe(false);
    expect(homePromptVisible({ ...base, standalone: true })).toBe(false);
  });
  it('hides while a text field is focused on mobile only', () => {
    expect(homePromptVisible({ ...base, textFieldFocused: true })).toBe(false);
    expect(homePromptVisible({ ...base, mobile: false, textFieldFocused: true })).toBe(true);
  });
  it('knows which fields bring up a keyboard', () => {
    const text = document.createElement('input');
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(isTextField(text)).toBe(true);
    expect(isTextField(box)).toBe(false);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(document.createElement('button'))).toBe(false);
  });
});

describe('header links (spec §2)', () => {
  it('has every section link, active-state friendly, and the journal as external', () => {
    const nav = mainNav({ journalUrl: 'https://journal.example/' });
    expect(nav.map((n) => n.id)).toEqual(['home', 'how', 'stations', 'donate', 'souvenir', 'achievements', 'bonus', 'top', 'helpme', 'fundraising', 'charityshop', 'journal']);
    expect(nav.find((n) => n.id === 'journal')).toMatchObject({ href: 'https://journal.example/', external: true });
    expect(hrefPath(donateHref('header'))).toBe('/donate/');
    expect(donateHref('header')).toMatch(/utm_source=.+&utm_medium=header&utm_campaign=.+/);
  });
  it('links organizations to the external profile site', () => {
    expect(orgHref('https://org.example/', 5)).toBe('https://org.example/profile_of_organization/5');
    expect(orgHref('https://org.example', 5)).toBe('https://org.example/profile_of_organization/5');
    // No external site configured: the organization's page on the staff side.
    expect(orgHref('', 5)).toBe('/staff/organizations/5');
  });
  it('shows 2 organizations first and toggles the rest (spec §9)', () => {
    const orgs = [1, 2, 3, 4];
    expect(visibleOrgs(orgs, false)).toEqual({ shown: [1, 2], canToggle: true });
    expect(visibleOrgs(orgs, true)).toEqual({ shown: orgs, canToggle: true });
    expect(visibleOrgs([1, 2], false)).toEqual({ shown: [1, 2], canToggle: false });
  });
});

describe('city selector and picker (spec §2, §3, §8)', () => {
  const s = { cityID: 0, flag: null, name: null, headerCity: null } as const;
  it('falls back to Ваш регион / Все регионы', () => {
    expect(cityLabel(s)).toBe('Ваш регион');
    expect(cityLabel({ ...s, flag: 'Other' })).toBe('Все регионы');
    expect(cityLabel({ ...s, flag: 'Moscow' })).toBe('Москва');
    expect(cityLabel({ ...s, cityID: 50, flag: 'Other', name: 'Казань' })).toBe('Казань');
  });
  it('starts the picker at the selected city or All regions (0)', () => {
    expect(initialCityOption({ cityID: 50, name: 'Казань' })).toEqual({ value: 50, label: 'Казань' });
    expect(initialCityOption({ cityID: 0, name: null })).toEqual({ value: 0, label: 'Все регионы' });
    expect(startOptions({ value: 50, label: 'Казань' }).map((o) => o.value)).toEqual([0, 50]);
  });
  it('searches /api/cities/ with the trimmed query, page size 20 and the Tatar region', () => {
    // The picker's search store asks this key (city-search.ts) and shows these options.
    expect(cityChoices({ results: [{ id: 50, title: 'Казань' }] })).toEqual([{ value: 50, label: 'Казань' }]);
    expect(citySearchKey(' Каз ', 41)).toBe(`/api/cities/?${new URLSearchParams({ s: 'Каз', page_size: '20', region: '41' })}`);
    expect(citySearchKey('Мос', null)).toBe(`/api/cities/?${new URLSearchParams({ s: 'Мос', page_size: '20' })}`);
  });
});

describe('footer and head', () => {
  it('runs the copyright from 2010 to the current year', () => {
    expect(copyrightText(new Date(2031, 0, 1), 'Донор Рядом')).toBe('© 2010–2031 Донор Рядом');
  });
  it('titles pages "{title} — {product}", the product alone by default', () => {
    expect(documentTitle('Топ доноров', 'Донор Рядом')).toBe('Топ доноров — Донор Рядом');
    expect(documentTitle('Донор Рядом', 'Донор Рядом')).toBe('Донор Рядом');
    expect(documentTitle(null, 'Донор Рядом')).toBe('Донор Рядом');
  });
  it('describes routes, with a default for the rest', () => {
    expect(routeDescription('/bloodstations/moscow-1')).toMatch(/Станции/);
    expect(routeDescription('/profile/')).toMatch(/сдать кровь/);
  });
});
