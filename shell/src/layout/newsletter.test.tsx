// @vitest-environment happy-dom
// The footer's newsletter form (spec §2 Footer): POST /api/newsletter/ and an inline answer — the
// confirmation letter's address, or the API's Russian field error tied to the input.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@donor/shared/testing/render';
import { createTestSectionProps, jsonResponse } from '@donor/shared/testing/section-props';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { Newsletter } from './newsletter.tsx';

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
  vi.restoreAllMocks();
});

async function submit(email: string, answer: { status: number; body: unknown }) {
  // The shell's api client and query context over a fake API; `fetch` sees what reaches it.
  const fetch = vi.fn(() => jsonResponse(answer.body, answer.status));
  const { props } = createTestSectionProps({ routes: { 'POST /api/newsletter/': fetch } });
  const view = await render(<SectionProvider value={props}><Newsletter /></SectionProvider>);
  unmount = view.unmount;
  const input = view.container.querySelector('input')!;
  input.value = email;
  await act(async () => {
    view.container.querySelector('form')!.requestSubmit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  });
  await act(async () => {});
  return { container: view.container, fetch };
}

describe('Newsletter', () => {
  it('posts the address and confirms inline with it', async () => {
    const { container, fetch } = await submit('reader@example.com', { status: 200, body: { email: 'reader@example.com', status: 'pending' } });
    expect(fetch).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/newsletter/', method: 'POST', body: { email: 'reader@example.com' } }));
    expect(container.querySelector('[role="status"]')?.textContent).toContain('письмо для подтверждения отправлено на reader@example.com');
    expect(container.querySelector('form')).toBeNull();
  });

  it('an address already confirmed says so', async () => {
    const { container } = await submit('reader@example.com', { status: 200, body: { email: 'reader@example.com', status: 'confirmed' } });
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Адрес reader@example.com уже подписан на рассылку. Спасибо!');
  });

  it('a 400 shows the field error, tied to the input', async () => {
    const { container } = await submit('x@', { status: 400, body: { email: ['Введите корректный e-mail'] } });
    const input = container.querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(errorId)?.textContent).toBe('Введите корректный e-mail');
  });
});
