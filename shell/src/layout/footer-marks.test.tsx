// @vitest-environment happy-dom
// The footer draws the networks' marks with <use> from symbols in the page's template
// (docs/ARCHITECTURE.md «An SVG image is a document of its own»): a mark whose symbol is missing
// draws nothing and fails nowhere else, so each one the footer uses must be in shell/index.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { SOCIAL_LINKS } from '../../common/external-links.ts';
import { anonymousProps } from '../../prerender/static-props.ts';
import { Footer } from './footer.tsx';

const template = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const footer = renderToString(
  <SectionProvider value={anonymousProps({ productName: 'Донор Рядом', supportEmail: 'help@example.org', orgProfileBase: 'https://org.example', journalUrl: 'https://journal.example' })}>
    <Footer />
  </SectionProvider>,
);
const used = [...footer.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);

describe('the footer’s social marks', () => {
  it('are drawn from symbols, one per network, and load no image', () => {
    expect(used).toEqual(Object.keys(SOCIAL_LINKS).map((network) => `social-${network}`));
    expect(footer).not.toMatch(/\.svg\b/);
  });
  it('each have their symbol in the page template', () => {
    const symbols = [...template.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(symbols).toEqual(expect.arrayContaining(used));
  });
});
