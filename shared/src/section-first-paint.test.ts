// A record's page's first paint (docs/ARCHITECTURE.md «A section page's first paint»): the build
// renders the frame with the title marker, the host fills it from the page's first-screen answer.
// The title is the record's own data — anyone's words — so it must arrive as text, never markup.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_TITLE, fillFirstPaintTitle, withRecordTitle } from './section-first-paint.ts';
import { collectKey, organizationKey, recordTitle, recipientKey, stationKey } from './first-screen.ts';

const Frame = ({ title }: { title: string }) => createElement('article', { 'aria-label': title }, createElement('h1', { id: 't' }, title));
const built = renderToStaticMarkup(createElement(withRecordTitle(Frame)));

describe('a first paint with the record’s title', () => {
  it('the build leaves the marker in every place of the title, text and attribute alike', () => {
    expect(built).toBe(`<article aria-label="${FIRST_PAINT_TITLE}"><h1 id="t">${FIRST_PAINT_TITLE}</h1></article>`);
  });

  it('the host puts the title in as escaped text: a <script>, & and quotes stay words', () => {
    const name = `Станция «№1» <script>alert('x')</script> & "Ко"`;
    const filled = fillFirstPaintTitle(built, name);
    expect(filled).toBe(
      '<article aria-label="Станция «№1» &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Ко&quot;">'
      + '<h1 id="t">Станция «№1» &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Ко&quot;</h1></article>',
    );
    // What the live page would render for the same title (React escapes the same characters).
    const live = renderToStaticMarkup(createElement(Frame, { title: name }));
    expect(filled!.replace(/&#39;/g, '&#x27;')).toBe(live);
    // A `$` is not a replacement pattern.
    expect(fillFirstPaintTitle(built, '$& $1')).toContain('<h1 id="t">$&amp; $1</h1>');
  });

  it('no title: no first paint; a picture without the marker is left as it is', () => {
    expect(fillFirstPaintTitle(built, null)).toBeNull();
    expect(fillFirstPaintTitle(built, '  ')).toBeNull();
    expect(fillFirstPaintTitle('<h1>Топ доноров</h1>', null)).toBe('<h1>Топ доноров</h1>');
  });
});

describe('recordTitle: the h1 of the route, from its first-screen answer', () => {
  const need = { id: 1, title: 'Нужна кровь', first_name: 'Анна', middle_name: 'Петровна', last_name: 'С.', image: null };

  it('a station and an event by their title, a recipient by the public parts of the name', () => {
    expect(recordTitle('station', { [stationKey('moscow-1')]: { title: 'ОПК № 1' } })).toBe('ОПК № 1');
    expect(recordTitle('event', { '/api/events/3/': { title: 'День донора' } })).toBe('День донора');
    expect(recordTitle('organization', { [organizationKey(2)]: { name: 'ООО «Ромашка»' } })).toBe('ООО «Ромашка»');
    expect(recordTitle('fundraiser', { [collectKey('servery-2026')]: { title: 'Серверы' } })).toBe('Серверы');
    expect(recordTitle('recipient', { [recipientKey(1)]: need })).toBe('Анна Петровна С.');
    expect(recordTitle('recipient', { [recipientKey(1)]: { ...need, first_name: null, middle_name: null, last_name: null } })).toBe('Нужна кровь');
  });

  it('none without the answer, without the field, for a recipient with a photo, or for a route without a record', () => {
    expect(recordTitle('station', {})).toBeNull();
    expect(recordTitle('station', { [stationKey('x')]: { detail: 'нет' } })).toBeNull();
    expect(recordTitle('station', { [stationKey('x')]: null })).toBeNull();
    // The photo stands beside the name: a picture without it would move the heading.
    expect(recordTitle('recipient', { [recipientKey(1)]: { ...need, image: '/media/1.jpg' } })).toBeNull();
    expect(recordTitle('top', { '/api/top/': { title: 'x' } })).toBeNull();
  });
});
