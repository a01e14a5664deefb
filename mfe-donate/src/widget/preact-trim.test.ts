// @vitest-environment happy-dom
// The widget's cut of preact (preact-trim.ts) renders what the whole core renders: the widget's
// form, through the widget's own shims (react → preact-react.ts, nanostores → tiny-stores.ts),
// is driven through the same steps on both, and every DOM state (markup, field values, checks,
// focus) must be the same.
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { trimPreact } from './preact-trim.ts';

const whole = readFileSync(createRequire(import.meta.url).resolve('preact'), 'utf8');

/**
 * A fresh instance of a preact build from its text: its `export{a as b}` becomes a returned
 * object (a test-only eval; the bundle's own no-eval rule is widget-size.test.ts's).
 */
function instance(code: string): object {
  const body = code
    .replace(/\/\/# sourceMappingURL=.*/, '')
    .replace(/export\{([^}]*)\};?/, (_, list: string) => `return{${list.split(',').map((p) => p.split(' as ').reverse().join(':')).join(',')}}`);
  return new Function(body)();
}

const wait = (ms = 0) => new Promise((r) => setTimeout(r, ms));

/** Renders the widget's form on the given preact build and returns the DOM after each step. */
async function run(preactCode: string): Promise<string[]> {
  vi.resetModules();
  const preact = instance(preactCode) as Record<string, unknown>;
  vi.doMock('preact', () => preact);
  vi.doMock('react', () => import('./preact-react.ts'));
  vi.doMock('react/jsx-runtime', () => import('./jsx-runtime.ts'));
  vi.doMock('react/jsx-dev-runtime', () => import('./jsx-runtime.ts'));
  vi.doMock('nanostores', () => import('./tiny-stores.ts'));
  vi.doMock('@nanostores/react', () => import('./use-store.ts'));
  const { h } = await import('preact');
  const { createRoot } = await import('./preact-react.ts');
  const { createDonationForm } = await import('../form/donation.store.ts');
  const { DonationFormView } = await import('../form/donation-form.tsx');

  const states: string[] = [];
  const mount = (href: string, compact: boolean) => {
    // A plain element, not the widget's shadow root: happy-dom's ShadowRoot.activeElement throws.
    const root = document.createElement('div');
    document.body.append(root);
    const form = createDonationForm({
      http: {
        paymentsConfig: async () => ({ link: 'sandbox', widget: 'sandbox' }),
        processPayment: async () => ({ order_id: 'o1', widget: { script: 'x.js', public_id: 'pk', invoice_id: 'o1' } }),
        donatersThisMonth: async () => ({ count: 3, results: [{ id: 1, name: 'Анна', amount: 500 }, { id: 2, name: '', amount: null }] }),
      },
      location: { href, pathname: '/', hostname: 'partner.test' },
      navigate: () => {},
      replaceUrl: () => {},
      openCardWidget: async () => 'fail',
      utm: { source: 'partner.test', medium: 'partner' },
    });
    form.start();
    createRoot(root).render(h(DonationFormView, { form, offerHref: '/offer', stationsHref: '/bloodstations/', title: 'Донор Рядом: тест', compact, dense: true }));
    return { root, form };
  };
  const snap = (root: HTMLElement) => {
    const fields = [...root.querySelectorAll('input, textarea')].map((el) => {
      const f = el as HTMLInputElement;
      return `${f.id || f.name}=${f.value}|${f.checked}|${f.disabled}`;
    });
    const active = document.activeElement;
    const focus = active && root.contains(active) ? active.outerHTML.slice(0, 80) : '-';
    states.push(`${root.innerHTML}\n${fields.join(',')}\nfocus: ${focus}`);
  };
  const type = (el: Element | null, value: string) => {
    (el as HTMLInputElement).value = value;
    el!.dispatchEvent(new Event('input', { bubbles: true }));
  };

  const { root, form } = mount('https://partner.test/page', false);
  await wait();
  snap(root);
  (root.querySelectorAll('.dw__radio input')[1] as HTMLInputElement).click(); // Разово
  await wait(600); // the donor list is asked 500 ms after the type changes
  snap(root);
  type(root.querySelector('.dw__sum input'), '12a'); // below the minimum: an error
  root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
  await wait();
  snap(root);
  type(root.querySelector('.dw__sum input'), '');
  (root.querySelectorAll('.dw__seg')[1]!.querySelectorAll('input')[2] as HTMLInputElement).click(); // 1 000 ₽
  type(root.querySelector('input[autocomplete="given-name"]'), 'Мария');
  type(root.querySelector('input[type="email"]'), 'maria@example.com');
  for (const box of root.querySelectorAll<HTMLInputElement>('.dw__check input')) if (box.required) box.click();
  (root.querySelector('.dw__more') as HTMLDetailsElement).open = true;
  type(root.querySelector('textarea'), 'Спасибо');
  [...root.querySelectorAll<HTMLInputElement>('.dw__check input')].at(-1)!.click();
  await wait(600);
  snap(root);
  root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true })); // → step 2
  await wait();
  snap(root);
  (root.querySelectorAll('.dw__method input')[1] as HTMLInputElement).click();
  form.setType('monthly'); // the once-only methods go away
  await wait();
  snap(root);
  await form.pay(); // the card widget fails: the message
  await wait();
  snap(root);
  (root.querySelector('.dw__ghost') as HTMLButtonElement).click(); // Назад
  await wait();
  snap(root);

  const compact = mount('https://partner.test/page', true);
  await wait();
  snap(compact.root);
  (compact.root.querySelector('.dw__btn') as HTMLButtonElement).click();
  await wait();
  snap(compact.root);

  const back = mount('https://partner.test/page?operation=success', false);
  await wait();
  snap(back.root);
  (back.root.querySelectorAll('.dw__ghost')[1] as HTMLButtonElement).click(); // Пожертвовать еще
  await wait();
  snap(back.root);
  document.body.replaceChildren();
  return states;
}

describe('the widget build of preact without what the widget never uses', () => {
  it('renders the widget form exactly as the whole preact core does, step by step', async () => {
    const expected = await run(whole);
    const actual = await run(trimPreact(whole));
    expect(expected).toHaveLength(12);
    expect(expected[0]).toContain('Ежемесячно');
    expect(expected[2]).toContain('aria-invalid="true"');
    expect(expected[4]).toContain('<svg');
    expect(expected[6]).toContain('dw__err');
    expect(expected[10]).toContain('Спасибо за вашу помощь!');
    expect(new Set(expected).size).toBe(expected.length); // every step changed something
    expect(actual).toEqual(expected);
  }, 30_000);

  it('fails loudly when a cut no longer matches preact', () => {
    expect(() => trimPreact('export{}')).toThrow(/preact-trim: 0 matches/);
  });
});
