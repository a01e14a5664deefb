// The build's render of a section's first paint (section-first-paint.ts) and the kit's hand-over
// rule (shared/src/section-first-paint.ts).
// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { firstPaintTable, renderFirstPaint } from './section-first-paint.ts';
import { dropFirstPaint, firstPaintHtml, FIRST_PAINT_ID } from '../shared/src/section-first-paint.ts';

describe('section first paint', () => {
  it('renders each route of the table to static markup', () => {
    const out = renderFirstPaint({ top: () => createElement('h1', { id: 'top-title' }, 'Топ доноров') });
    expect(out).toEqual({ top: '<h1 id="top-title">Топ доноров</h1>' });
  });

  it('takes the table from the rows of src/app/pages.ts that have a first paint', () => {
    const TopFrame = () => createElement('h1', { id: 'top-title' }, 'Топ доноров');
    const Page = () => createElement('main');
    expect(renderFirstPaint(firstPaintTable({ top: { page: Page, firstPaint: TopFrame }, stations: { page: Page } }))).toEqual({ top: '<h1 id="top-title">Топ доноров</h1>' });
  });

  it('refuses a control: in the first paint it would take clicks that go nowhere', () => {
    expect(() => renderFirstPaint({ top: () => createElement('button', null, 'Фильтры') })).toThrow(/«top» содержит элемент управления/);
  });

  it("the section's first commit removes its own markup only", () => {
    document.body.innerHTML = `<main>${firstPaintHtml('mfe_top', '<h1>Топ доноров</h1>')}</main>`;
    dropFirstPaint('mfe_donate');
    expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();
    dropFirstPaint('mfe_top');
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });
});
