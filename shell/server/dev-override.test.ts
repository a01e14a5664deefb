// The override's rules on their own (docs/SECURITY.md «Переопределение раздела»): which entries
// are accepted, how the parameter's values combine, that a cookie is re-validated, and what an
// overridden page gets.
import { describe, expect, it } from 'vitest';
import { applyOverrideParams, decorateOverriddenPage, overrideEntry, parseOverrideCookie, withOverrides, withoutOverrideParam } from './dev-override.ts';
import { mayOverrideSections } from '@donor/shared/staff-access';

const DEV = 'http://127.0.0.1:5174/mf-manifest.json';

describe('overrideEntry', () => {
  it('accepts a mf-manifest.json on a loopback origin', () => {
    expect(overrideEntry(DEV, [])).toBe(DEV);
    expect(overrideEntry('http://localhost:5174/mf-manifest.json', [])).toBe('http://localhost:5174/mf-manifest.json');
    expect(overrideEntry('https://127.0.0.1/sub/mf-manifest.json', [])).toBe('https://127.0.0.1/sub/mf-manifest.json');
  });

  it('refuses another site unless the operator listed its origin', () => {
    expect(overrideEntry('https://evil.example/mf-manifest.json', [])).toBeNull();
    expect(overrideEntry('https://dev.team.example/mf-manifest.json', ['https://dev.team.example'])).toBe('https://dev.team.example/mf-manifest.json');
    // The origin, not a prefix: another port or a look-alike host is another site.
    expect(overrideEntry('https://dev.team.example:444/mf-manifest.json', ['https://dev.team.example'])).toBeNull();
    expect(overrideEntry('https://dev.team.example.evil.example/mf-manifest.json', ['https://dev.team.example'])).toBeNull();
  });

  it('refuses what is not an http(s) manifest URL, and [::1], which no CSP source can name', () => {
    for (const bad of ['http://[::1]:5174/mf-manifest.json', '/mfe/mfe_top/mf-manifest.json', 'javascript:alert(1)//mf-manifest.json', 'http://127.0.0.1:5174/remoteEntry.js', 'http://user:pw@127.0.0.1:5174/mf-manifest.json', 'data:text/javascript,1', `http://127.0.0.1/${'a'.repeat(600)}/mf-manifest.json`]) {
      expect(overrideEntry(bad, []), bad).toBeNull();
    }
  });
});

describe('applyOverrideParams', () => {
  it('sets, drops one, and resets, in order', () => {
    const two = applyOverrideParams({}, [`mfe_top=${DEV}`, 'mfe_donate=http://127.0.0.1:5172/mf-manifest.json'], []);
    expect(two).toEqual({ mfe_top: DEV, mfe_donate: 'http://127.0.0.1:5172/mf-manifest.json' });
    expect(applyOverrideParams(two, ['mfe_donate='], [])).toEqual({ mfe_top: DEV });
    expect(applyOverrideParams(two, ['reset'], [])).toEqual({});
    expect(applyOverrideParams(two, ['reset', `mfe_profile=http://127.0.0.1:5173/mf-manifest.json`], [])).toEqual({ mfe_profile: 'http://127.0.0.1:5173/mf-manifest.json' });
  });

  it('ignores an unknown section and a refused entry, keeping what was there', () => {
    expect(applyOverrideParams({ mfe_top: DEV }, ['shell=http://127.0.0.1:1/mf-manifest.json', 'mfe_top=https://evil.example/mf-manifest.json', '__proto__=x'], [])).toEqual({ mfe_top: DEV });
  });
});

describe('parseOverrideCookie', () => {
  it('keeps only valid entries of known sections', () => {
    const raw = JSON.stringify({ mfe_top: DEV, mfe_donate: 'https://evil.example/mf-manifest.json', shell: DEV, mfe_profile: 5 });
    expect(parseOverrideCookie(raw, [])).toEqual({ mfe_top: DEV });
  });

  it('is empty for garbage', () => {
    for (const raw of [undefined, '', 'not json', '[]', 'null', '"x"']) expect(parseOverrideCookie(raw, [])).toEqual({});
  });
});

describe('the page', () => {
  it('replaces only the overridden entry', () => {
    expect(withOverrides({ mfe_top: { entry: '/mfe/mfe_top/mf-manifest.json' }, mfe_donate: { entry: '/mfe/mfe_donate/mf-manifest.json' } }, { mfe_top: DEV }))
      .toEqual({ mfe_top: { entry: DEV }, mfe_donate: { entry: '/mfe/mfe_donate/mf-manifest.json' } });
  });

  it('drops the parameter from the URL, keeping the rest', () => {
    expect(withoutOverrideParam(new URL(`http://h/top/?a=1&mfe-override=mfe_top=${DEV}&b=2&mfe-override=reset`))).toBe('/top/?a=1&b=2');
    expect(withoutOverrideParam(new URL('http://h/top/?mfe-override=reset'))).toBe('/top/');
  });

  it('marks the page, styles the marker by the nonce and reloads from a loopback dev server', () => {
    const html = decorateOverriddenPage('<html><head></head><body class="x"><main></main></body></html>', { mfe_top: DEV, mfe_donate: 'https://dev.team.example/mf-manifest.json' }, 'N0nce');
    expect(html).toContain('<body class="x"><div class="dev-override" role="status"');
    expect(html).toContain('Раздел mfe_top загружен с http://127.0.0.1:5174 — переопределение разработчика');
    expect(html).toContain('<a href="?mfe-override=reset">Сбросить</a>');
    expect(html).toContain('<style nonce="N0nce">');
    expect(html).toContain('<script nonce="N0nce" src="http://127.0.0.1:5174/__live.js" async></script></body>');
    expect(html).not.toContain('dev.team.example/__live.js'); // live reload only from the developer's own machine
  });

  it('leaves a page without overrides as it was', () => {
    expect(decorateOverriddenPage('<html><head></head><body></body></html>', {}, 'n')).toBe('<html><head></head><body></body></html>');
  });
});

describe('mayOverrideSections', () => {
  const user = (staff?: { moderator: boolean; stations: { id: number; title: string }[]; sections?: ('mfe_top')[] }, managed: { id: number; title: string }[] = []) =>
    ({ managed_organizations: managed, staff }) as unknown as Parameters<typeof mayOverrideSections>[0];
  it('is staff or a section team', () => {
    expect(mayOverrideSections(null)).toBe(false);
    expect(mayOverrideSections(user())).toBe(false);
    expect(mayOverrideSections(user({ moderator: false, stations: [], sections: [] }))).toBe(false);
    expect(mayOverrideSections(user({ moderator: true, stations: [] }))).toBe(true);
    expect(mayOverrideSections(user({ moderator: false, stations: [{ id: 1, title: 'Станция' }] }))).toBe(true);
    expect(mayOverrideSections(user({ moderator: false, stations: [], sections: ['mfe_top'] }))).toBe(true);
    expect(mayOverrideSections(user(undefined, [{ id: 1, title: 'Фонд' }]))).toBe(true);
  });
});
