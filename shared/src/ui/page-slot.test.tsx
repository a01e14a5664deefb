// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createTestSectionProps } from '../testing/section-props.ts';
import { useSection } from './section-context.tsx';
import { pageSlot, pageSlotLifecycles } from './page-slot.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
(globalThis as { __SECTION_BUILD__?: string }).__SECTION_BUILD__ = 'test';

function Block() {
  const { config } = useSection();
  return <p className="block">{config.supportEmail}</p>;
}
function Broken(): never {
  throw new Error('boom');
}

const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

describe('pageSlotLifecycles (a slot inside a shell page)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('renders once its element appears, follows a replaced element, and leaves on unmount', async () => {
    const { props } = createTestSectionProps();
    const slot = pageSlotLifecycles('test:block', 'home-block', Block);
    await slot.bootstrap();
    await act(() => slot.mount(props));
    expect(document.querySelector('.block')).toBeNull(); // the page has not rendered its element yet

    const first = document.createElement('div');
    first.id = 'home-block';
    document.body.append(first);
    await settle();
    expect(first.querySelector('.block')?.textContent).toBe('help@example.org');

    // The shell's page replaces the pre-rendered element with its own.
    first.remove();
    const second = document.createElement('div');
    second.id = 'home-block';
    document.body.append(second);
    await settle();
    expect(second.querySelector('[data-section="test:block"] .block')).not.toBeNull();

    await act(() => slot.unmount());
    expect(second.innerHTML).toBe('');
    document.body.append(Object.assign(document.createElement('div'), { id: 'other' }));
    await settle();
    expect(document.querySelector('.block')).toBeNull();
  });

  it('a crash hides the slot (it is an extra) and is logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = Object.assign(document.createElement('div'), { id: 'home-block' });
    document.body.append(el);
    const slot = pageSlotLifecycles('test:broken', 'home-block', Broken);
    await act(() => slot.mount(createTestSectionProps().props));
    await settle();
    expect(el.querySelector('[data-section]')?.textContent).toBe('');
    expect(errors).toHaveBeenCalled();
    await act(() => slot.unmount());
  });

  it('pageSlot takes the element and the name from the slot table\'s row', async () => {
    const el = Object.assign(document.createElement('div'), { id: 'home-needs' });
    document.body.append(el);
    const slot = pageSlot('home-needs', Block);
    await act(() => slot.mount(createTestSectionProps().props));
    await settle();
    expect(el.querySelector('[data-section="mfe_helpme:home-needs"] .block')).not.toBeNull();
    await act(() => slot.unmount());
  });
});
