// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Harness({ exitMs = 0 }: { exitMs?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>Открыть</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Выберите регион" exitMs={exitMs}>
        <button type="button" id="inner">Москва</button>
      </Modal>
    </>
  );
}

async function setup(exitMs?: number) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Harness exitMs={exitMs} />));
  const opener = container.querySelector<HTMLButtonElement>('#opener')!;
  opener.focus();
  await act(async () => opener.click());
  return { opener, cleanup: async () => { await act(async () => root.unmount()); container.remove(); } };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const press = async (el: Element, key: string, shiftKey = false) =>
  act(async () => { el.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true })); });

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and locks the page scroll', async () => {
    const { cleanup } = await setup();
    const d = dialog()!;
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent).toBe('Выберите регион');
    expect(d.contains(document.activeElement)).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await cleanup();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { opener, cleanup } = await setup();
    await press(dialog()!, 'Escape');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
    await cleanup();
  });

  it('traps Tab inside: from the last control back to the first', async () => {
    const { cleanup } = await setup();
    const buttons = dialog()!.querySelectorAll('button');
    const last = buttons[buttons.length - 1]!;
    last.focus();
    await press(last, 'Tab');
    expect(document.activeElement).toBe(buttons[0]);
    await press(buttons[0]!, 'Tab', true);
    expect(document.activeElement).toBe(last);
    await cleanup();
  });

  it('stays mounted for the exit animation, then unmounts', async () => {
    vi.useFakeTimers();
    const { cleanup } = await setup(400);
    await act(async () => dialog()!.querySelector<HTMLButtonElement>('[aria-label="Закрыть"]')!.click());
    expect(dialog()?.hasAttribute('data-closing')).toBe(true);
    await act(async () => { vi.advanceTimersByTime(400); });
    expect(dialog()).toBeNull();
    vi.useRealTimers();
    await cleanup();
  });
});
