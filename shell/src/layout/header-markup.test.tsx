// The host patches the build's header by its markup (shell/server/header-first-paint.ts): this
// renders the header the way the build does and checks the patch still finds what it changes.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { HeaderArea } from './layout.tsx';
import { personalizeHeader, PENDING_AVATAR } from '../../server/header-first-paint.ts';
import { disableControls } from '../../prerender/plugin.ts';
import { anonymousProps } from '../../prerender/static-props.ts';

const noop = () => {};
const built = disableControls(renderToString(
  <SectionProvider value={anonymousProps({ productName: 'Донор Рядом', supportEmail: 'help@example.org', orgProfileBase: 'https://org.example', journalUrl: 'https://journal.example' })}>
    <HeaderArea tag="header" topBar cityOpen={false} onToggleCity={noop} menuOpen={false} onOpenMenu={noop} />
  </SectionProvider>,
));

describe('the built header, made the visitor’s', () => {
  it('is drawn for an anonymous visitor on / with no city', () => {
    expect(built).toContain('href="/login/?next=%2F"');
    expect(built).toContain('Ваш регион');
  });
  it('carries the page, the city and the signed-in state after the patch', () => {
    const html = personalizeHeader(built, { location: '/top/', city: { id: 1, flag: 'Moscow', name: 'Москва' }, signedIn: true });
    expect(html).not.toContain('next=%2F"');
    expect(html).not.toContain('Ваш регион');
    expect(html).toContain('Москва');
    expect(html).toContain(PENDING_AVATAR);
    const anon = personalizeHeader(built, { location: '/top/', city: { id: 0, flag: null, name: null }, signedIn: false });
    expect(anon).toContain('href="/login/?next=%2Ftop%2F"');
  });
});
