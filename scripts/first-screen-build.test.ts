// The server bundle of a section's pictures with data (first-screen-build.ts), built from a tiny
// section and imported the way the host imports it (shell/server/first-screen-paint.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_SCREEN_PAINTS_MODULE, FIRST_SCREEN_RENDERER } from '../shared/src/section-first-paint.ts';
import { buildFirstScreenRenderer } from './first-screen-build.ts';

// Inside the repository's node_modules, so react and @donor/shared resolve as in a section.
const cache = join(import.meta.dirname, '..', 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const root = mkdtempSync(join(cache, 'first-screen-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('first-screen build', () => {
  it('builds nothing for a section without pictures with data', async () => {
    expect(await buildFirstScreenRenderer(mkdtempSync(join(cache, 'first-screen-none-')))).toBe(false);
  });

  it("bundles the section's table behind render(): markup, null, text escaped, a control or a style attribute refused", async () => {
    mkdirSync(join(root, 'src/app'), { recursive: true });
    writeFileSync(join(root, FIRST_SCREEN_PAINTS_MODULE), [
      "import type { FirstScreenPaintProps } from '@donor/shared/section-first-paint';",
      'const Need = ({ answers }: FirstScreenPaintProps) => {',
      "  const need = answers['/api/need/'] as { title?: string } | undefined;",
      '  return need?.title ? <h1>{need.title}</h1> : null;',
      '};',
      "const Broken = () => <button type=\"button\">Записаться</button>;",
      "const Styled = () => <div style={{ width: '40%' }} />;",
      'export const FIRST_SCREEN_PAINTS = { recipient: Need, helpme: Broken, station: Styled };',
    ].join('\n'));
    expect(await buildFirstScreenRenderer(root)).toBe(true);
    const bundle = (await import(pathToFileURL(join(root, FIRST_SCREEN_RENDERER)).href)) as {
      routes: string[];
      render(routeId: string, props: unknown): string | null;
    };
    expect(bundle.routes).toEqual(['recipient', 'helpme', 'station']);
    const props = (title?: string) => ({ answers: title ? { '/api/need/': { title } } : {}, params: {}, search: '' });
    expect(bundle.render('recipient', props('Анна <script>'))).toBe('<h1>Анна &lt;script&gt;</h1>');
    expect(bundle.render('recipient', props())).toBeNull();
    expect(bundle.render('stations', props('x'))).toBeNull();
    expect(() => bundle.render('helpme', props())).toThrow(/содержит элемент управления/);
    // The page's CSP would refuse it in the server's HTML.
    expect(() => bundle.render('station', props())).toThrow(/содержит атрибут style/);
  }, 60_000);
});
