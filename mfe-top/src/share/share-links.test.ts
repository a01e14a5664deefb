// What the share modal shares (share-links.ts): the filter's link on page 1, a sentence naming it,
// and the networks' plain share links with both encoded.
import { describe, expect, it } from 'vitest';
import { TOP_FILTER_DEFAULTS, type TopFilter } from '@donor/shared/contract/top-rules';
import { parseTopSearch } from '@donor/shared/top-request';
import { networkLinks, shareText, shareUrl } from './share-links.ts';

const f = (over: Partial<TopFilter>): TopFilter => ({ ...TOP_FILTER_DEFAULTS, ...over });

describe('share links', () => {
  it('the link restores the same filter (page 1)', () => {
    const filter = f({ by_year: true, city: 50, blood_group: ['a_plus'], age_start: 20, age_end: 30 });
    const url = shareUrl('https://donor.example', filter);
    expect(url).toBe('https://donor.example/top/?by_year=true&city=50&age_start=20&age_end=30&blood_group=a_plus');
    expect(parseTopSearch(new URL(url).search)).toEqual({ filter, page: 1 });
  });

  it('names the filter in words', () => {
    expect(shareText(TOP_FILTER_DEFAULTS, {}, 'Донор Рядом', '2026')).toBe('Топ доноров — Донор Рядом');
    const filter = f({ by_year: true, city: 50, blood_group: ['a_plus', 'o_minus'], gender: 'female', components: ['plasma'] });
    expect(shareText(filter, { city: 'Казань' }, 'Донор Рядом', '2026'))
      .toBe('Топ доноров: за 2026 год, Казань, O(I) Rh−, A(II) Rh+, Пол: женщины, Плазма — Донор Рядом');
  });

  it('VK, Telegram and OK as plain links with the link and text encoded', () => {
    const links = networkLinks('https://donor.example/top/?city=1&blood_group=a_plus,b_plus', 'Топ & доноров');
    expect(links.map((l) => l.id)).toEqual(['vk', 'telegram', 'ok']);
    expect(links[0]!.href).toBe('https://vk.com/share.php?url=https%3A%2F%2Fdonor.example%2Ftop%2F%3Fcity%3D1%26blood_group%3Da_plus%2Cb_plus&title=%D0%A2%D0%BE%D0%BF%20%26%20%D0%B4%D0%BE%D0%BD%D0%BE%D1%80%D0%BE%D0%B2');
    expect(new URL(links[1]!.href).searchParams.get('url')).toBe('https://donor.example/top/?city=1&blood_group=a_plus,b_plus');
    expect(new URL(links[2]!.href).origin).toBe('https://connect.ok.ru');
  });
});
