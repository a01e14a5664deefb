// @vitest-environment happy-dom
// The footer's newsletter form (spec §2 Footer): POST /api/newsletter/ and an inline answer — the
// confirmation letter's address, or the API's Russian field error tied to the input.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@donor/shared/testing/render';
import { Newsletter } from './newsletter.tsx';

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
  vi.restoreAllMocks();
});

async function submit(email: string, answer: { status: number; body: unknown }) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
  const view = await render(<Newsletter />);
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
    expect(fetch).toHaveBeenCalledWith('/api/newsletter/', expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'reader@example.com' }) }));
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
