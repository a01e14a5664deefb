// The third-party loader (spec §7): nothing loads unless configured, analytics wait for the
// cookie consent, goals reach every counter's queue, the view-product event goes on leave or
// route change unless the payment succeeded, errors go to the Sentry-protocol reporter.
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_EVENT, ERROR_EVENT, GOAL_EVENT, PRODUCT_VIEW_EVENT, type ErrorDetail } from '@donor/shared/analytics-events';
import { readThirdParty, type ThirdPartyConfig } from '@donor/shared/third-party-config';
import { startThirdParty, type LoaderDeps } from './loader.ts';
import { startErrorReporting } from './error-reporting.ts';

const ALL: ThirdPartyConfig = {
  tagManager: { script: 'https://tm.example/gtm.js?id=GTM-1' },
  metrika: { script: 'https://mc.example/tag.js', id: '123' },
  topMail: { script: 'https://top.example/code.js', id: '456' },
  emailTracker: { script: 'https://mb.example/tracker.js', endpointId: 'donor.site' },
  messenger: { script: 'https://tg.example/telegram-web-app.js' },
  stories: { script: 'https://ias.example/widget.js' },
};

function setup(tp: ThirdPartyConfig, consented = false) {
  const win = Object.assign(new EventTarget(), { location: { href: 'https://site.example/donate/' } }) as unknown as LoaderDeps['win'];
  const inject = vi.fn<(src: string) => void>();
  const fire = (type: string, detail?: unknown) => win.dispatchEvent(detail === undefined ? new Event(type) : new CustomEvent(type, { detail }));
  const loader = startThirdParty(tp, { win, consented: () => consented, inject });
  return { win: win as unknown as Record<string, any>, inject, fire, loader };
}

describe('third-party loader', () => {
  it('loads the functional scripts at once and analytics only after consent', () => {
    const { inject, fire, win } = setup(ALL);
    expect(inject.mock.calls.map(([s]) => s)).toEqual([ALL.messenger!.script, ALL.stories!.script]);
    fire(GOAL_EVENT, { name: 'donate_once', params: { order_price: 300, currency: 'RUB' } });
    expect(win.ym).toBeUndefined(); // before consent a goal goes nowhere
    fire(CONSENT_EVENT);
    expect(inject.mock.calls.map(([s]) => s)).toEqual([ALL.messenger!.script, ALL.stories!.script, ALL.tagManager!.script, ALL.metrika!.script, ALL.topMail!.script, ALL.emailTracker!.script]);
  });

  it('sends a goal with price and RUB to every counter', () => {
    const { fire, win } = setup(ALL, true);
    fire(GOAL_EVENT, { name: 'donate_recurrent', params: { order_price: 500, currency: 'RUB' } });
    fire(GOAL_EVENT, { name: 'city_other' });
    expect(win.ym.a).toContainEqual(['123', 'reachGoal', 'donate_recurrent', { order_price: 500, currency: 'RUB' }]);
    expect(win.ym.a).toContainEqual(['123', 'reachGoal', 'city_other']);
    expect(win._tmr).toContainEqual({ id: '456', type: 'reachGoal', goal: 'donate_recurrent', value: 500 });
    expect(win.dataLayer).toContainEqual({ event: 'donate_recurrent', order_price: 500, currency: 'RUB' });
    // The loaded tag.js replaces the stub, as the real one does: goals go to the new function.
    win.ym = vi.fn();
    fire(GOAL_EVENT, { name: 'city_moscow' });
    expect(win.ym).toHaveBeenCalledWith('123', 'reachGoal', 'city_moscow');
  });

  it('sends the view-product event on a route change, not after a successful payment', () => {
    const { fire, win } = setup(ALL, true);
    const views = () => (win.mindbox.queue as unknown[][]).filter((c) => c[0] === 'async');
    fire(PRODUCT_VIEW_EVENT, { email: 'a@b.ru', product: 'monthly', price: 500 });
    fire('single-spa:before-routing-event', { newUrl: 'https://site.example/donate/?x=1' }); // same page
    expect(views()).toHaveLength(0);
    fire('single-spa:before-routing-event', { newUrl: 'https://site.example/how/' });
    expect(views()).toEqual([['async', { operation: 'Website.ViewProduct', data: { customer: { email: 'a@b.ru' }, viewProduct: { product: { ids: { website: 'monthly' } }, price: 500 } } }]]);
    fire(PRODUCT_VIEW_EVENT, { email: 'a@b.ru', product: 'once', price: 300 });
    fire(GOAL_EVENT, { name: 'donate_once', params: { order_price: 300, currency: 'RUB' } });
    fire('pagehide');
    expect(views()).toHaveLength(1);
  });

  it('hands errors to the reporter, which waits for its lazily loaded SDK', async () => {
    const captureException = vi.fn();
    const init = vi.fn();
    let loaded!: () => void;
    const sdk = new Promise<void>((r) => (loaded = r)).then(() => ({ init, captureException }) as never);
    const reporter = startErrorReporting({ dsn: 'https://k@glitch.example/1' }, () => sdk);
    const win = Object.assign(new EventTarget(), { location: { href: 'https://site.example/' } }) as unknown as LoaderDeps['win'];
    const boom = new Error('boom');
    // Sent before the loader arrived (main.ts keeps it), then one after.
    const early = [new CustomEvent<ErrorDetail>(ERROR_EVENT, { detail: { error: boom, where: 'mfe_top' } })];
    startThirdParty({ sentry: { dsn: 'https://k@glitch.example/1' } }, { win, consented: () => false, inject: vi.fn(), reporter: () => reporter, early });
    win.dispatchEvent(new CustomEvent<ErrorDetail>(ERROR_EVENT, { detail: { error: boom, where: 'page-load' } }));
    expect(captureException).not.toHaveBeenCalled();
    loaded();
    await reporter.ready;
    expect(init).toHaveBeenCalledWith({ dsn: 'https://k@glitch.example/1' });
    expect(captureException.mock.calls).toEqual([[boom, { tags: { where: 'mfe_top' } }], [boom, { tags: { where: 'page-load' } }]]);
  });

  it('reads only well-formed settings from the boot payload', () => {
    expect(readThirdParty(undefined)).toBeNull();
    expect(readThirdParty({ metrika: { script: 'javascript:alert(1)', id: '1' } })).toBeNull();
    expect(readThirdParty({ metrika: { script: 'https://mc.example/tag.js', id: '1); alert(1' } })).toBeNull();
    expect(readThirdParty({ sentry: { dsn: 'http://k@127.0.0.1:9/1' } })).toEqual({ sentry: { dsn: 'http://k@127.0.0.1:9/1' } });
  });
});
