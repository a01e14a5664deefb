// Sharing a request (issue: Web Share API where present, copy the link otherwise). Plain
// functions over the browser's objects, so the choice is testable without a browser.

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareEnv {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  writeText?: ((text: string) => Promise<void>) | undefined;
  /** The old way, for pages where the async clipboard is refused. */
  execCopy?: ((text: string) => boolean) | undefined;
}

export async function shareLink(data: { title: string; text: string; url: string }, env: ShareEnv): Promise<ShareResult> {
  if (env.share) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      // The visitor closed the share sheet: nothing to say.
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (env.writeText) {
    try {
      await env.writeText(data.url);
      return 'copied';
    } catch {
      // fall through to the old way
    }
  }
  return env.execCopy?.(data.url) ? 'copied' : 'failed';
}

/** document.execCommand('copy') over a temporary field (works where the async clipboard does not). */
export function execCopy(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

export function browserShareEnv(): ShareEnv {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: nav && typeof nav.share === 'function' ? (data) => nav.share(data) : undefined,
    writeText: nav?.clipboard?.writeText ? (text) => nav.clipboard.writeText(text) : undefined,
    execCopy,
  };
}
