import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { recipientKey } from '@donor/shared/first-screen';
import type { RecipientNeed } from '@donor/shared/contract/helpme';
import { hasControl } from '@donor/shared/section-first-paint';
import { FIRST_SCREEN_PAINTS } from './first-screen-paints.tsx';
import { RecipientTop } from '../recipient/recipient-top.tsx';
import { NOW, makeNeed } from '../recipient/recipient-fixtures.ts';

const Picture = FIRST_SCREEN_PAINTS.recipient;
const paint = (need: unknown, id = '5') => renderToStaticMarkup(<Picture answers={{ [recipientKey(5)]: need }} params={{ id }} search="" />);

describe('FIRST_SCREEN_PAINTS.recipient', () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ['Date'] }); vi.setSystemTime(NOW); });
  afterEach(() => { vi.useRealTimers(); });

  it('draws the live page top with the station name in the facts (the LCP), and stops after them', () => {
    const html = paint(makeNeed({ blood_station: { id: 3, slug: 'rkb', title: 'Республиканская клиническая больница', address: 'Казань, ул. Оренбургский тракт, 138', lat: 55.7, lng: 49.1 } }));
    expect(html).toMatch(/^<article class="hm-page hm-recipient"/);
    expect(html).toContain('<h1 id="hm-recipient-title">Анна С.</h1>');
    expect(html).toContain('hm-status hm-status--active');
    expect(html).toMatch(/<dl class="hm-facts">.*<dd><a href="\/bloodstations\/rkb\/">Республиканская клиническая больница<\/a>/);
    expect(html).toMatch(/<\/dl><\/article>$/);
    expect(hasControl(html)).toBe(false);
    // One markup: exactly what the live page's RecipientTop renders before its controls.
    expect(html).toBe(renderToStaticMarkup(<RecipientTop need={makeNeed({ blood_station: { id: 3, slug: 'rkb', title: 'Республиканская клиническая больница', address: 'Казань, ул. Оренбургский тракт, 138', lat: 55.7, lng: 49.1 } })} now={NOW} />));
  });

  it('draws the photo with its size beside the name (the static picture cannot)', () => {
    const html = paint(makeNeed({ image: '/api/picture/7/' }));
    expect(html).toContain('<img class="hm-recipient__photo" src="/api/picture/7/" alt="Фото пациента: Анна С." width="160" height="160"/>');
  });

  it('escapes the data: a <script> in the reason or the name is text', () => {
    const html = paint(makeNeed({ search_reason: '<script>alert(1)</script>', first_name: '<img src=x onerror=alert(1)>' }));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
  });

  it('draws an author\'s review notice where the live page has it, with a link and no control', () => {
    const moderation: RecipientNeed['moderation'] = { state: 'needs_fix', reason: 'photo', reason_text: 'Фото не подходит', comment: null, submitted_at: null, moderated_at: null, can_edit: true };
    const html = paint(makeNeed({ moderation, is_author: true }));
    expect(html).toContain('hm-status--review');
    expect(html).toMatch(/<\/header><section class="hm-review hm-review--needs_fix".*<\/section><section class="hm-progress"/);
    expect(html).toContain('href="/helpme/?edit=5"');
    expect(hasControl(html)).toBe(false);
  });

  it('draws nothing without an answer, with a malformed one, another id or an impossible id', () => {
    expect(paint(undefined)).toBe('');
    expect(paint(null)).toBe('');
    expect(paint({ ...makeNeed(), title: 42 })).toBe('');
    expect(paint({ ...makeNeed(), requested_blood_type: ['x_plus'] })).toBe('');
    expect(paint(makeNeed({ id: 6 }))).toBe('');
    expect(paint(makeNeed(), 'abc')).toBe('');
  });
});
