// The card-widget provider the API serves (its script's origins go into the page policy only
// when it is in use, csp.ts). Asked once a minute; an unreachable API keeps the last answer.
import type { ApiFetch } from './session.ts';

const WIDGET_TTL_MS = 60_000;

export function cardWidgetProvider(apiFetch: ApiFetch): () => Promise<string | null> {
  let widget: { value: Promise<string | null>; at: number } | undefined;
  return function cardWidget() {
    if (widget && Date.now() - widget.at < WIDGET_TTL_MS) return widget.value;
    const previous = widget?.value ?? Promise.resolve(null);
    const value = (async () => {
      try {
        const res = await apiFetch('/api/payments/config/', { headers: { accept: 'application/json' } });
        if (res.status === 503) return null; // payments are off
        if (!res.ok) throw new Error(`payments config: HTTP ${res.status}`);
        const body = (await res.json()) as { widget?: unknown };
        return typeof body.widget === 'string' ? body.widget : null;
      } catch {
        widget = undefined; // ask again on the next page
        return previous;
      }
    })();
    widget = { value, at: Date.now() };
    return value;
  };
}
