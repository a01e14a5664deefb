import { describe, expect, it } from 'vitest';
import { topBarShown, withoutTopBar } from './top-bar.ts';

describe('top bar (spec §2 route table)', () => {
  it('is shown on every path but the home page', () => {
    expect(topBarShown('/')).toBe(false);
    expect(topBarShown('')).toBe(false);
    for (const path of ['/bloodstations/', '/top/', '/donate/', '/profile/', '/no-such-page']) expect(topBarShown(path)).toBe(true);
  });

  it('the host cuts exactly the bar out of the pre-rendered header', () => {
    const header = '<header class="lay-header-wrap"><p class="lay-topbar"><span class="lay-topbar__text">Текст.</span> <a href="/donate/">Поддержать</a></p><div class="lay-header"><p>другое</p></div></header>';
    expect(withoutTopBar(header)).toBe('<header class="lay-header-wrap"><div class="lay-header"><p>другое</p></div></header>');
    expect(withoutTopBar('<div>без полосы</div>')).toBe('<div>без полосы</div>');
  });
});
