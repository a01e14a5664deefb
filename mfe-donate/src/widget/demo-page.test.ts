// The partner demo page the widget build writes (demo-page.ts): both sizes, one pinned script
// with its integrity, the embed code escaped in <pre>, nothing inline a strict CSP would block.
import { describe, expect, it } from 'vitest';
import { ORIGIN_MARK, demoPage, embedCode } from './demo-page.ts';

const pin = { file: 'donate.Abc123def4.js', integrity: 'sha384-xyz' };

describe('widget demo page', () => {
  it('embed code: the moving file, or the pinned one with integrity and crossorigin', () => {
    expect(embedCode('https://d.example')).toContain('<script async src="https://d.example/widget/donate.v1.js"></script>');
    expect(embedCode('https://d.example', pin)).toContain(
      'src="https://d.example/widget/donate.Abc123def4.js"\n        integrity="sha384-xyz" crossorigin="anonymous"',
    );
    expect(embedCode('https://d.example')).toContain('data-size="compact"');
  });
  it('shows both sizes from one pinned script; code escaped; no inline script or style', () => {
    const html = demoPage('Донор Рядом', pin);
    expect(html).toContain('<title>Виджет пожертвований «Донор Рядом» для сайтов партнёров</title>');
    expect(html.match(/<div data-donor-widget /g)).toHaveLength(2);
    expect(html).toContain('data-size="compact"></div></section>');
    expect(html.match(/<script /g)).toHaveLength(2); // the widget and the copy button, both files
    expect(html).toContain('<script async src="/widget/donate.Abc123def4.js" integrity="sha384-xyz" crossorigin="anonymous"></script>');
    expect(html).toContain(`&#60;script async src=&#34;${ORIGIN_MARK}/widget/donate.v1.js&#34;&#62;`);
    expect(html).not.toMatch(/<script>|<style|style="|\son[a-z]+="/);
  });
});
