// The search store (search.store.ts): the text is asked once it has rested, and an older, slower
// answer never replaces the newer one — by key, with no request aborted by hand.
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryContext } from './query.ts';
import { createSearchStore, type SearchStore } from './search.store.ts';

let search: SearchStore<string> | undefined;
beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => {
  if (search) cleanStores(search.$result);
  search = undefined;
  vi.useRealTimers();
});

/** A server whose answers the test releases one by one. */
function slowServer() {
  const pending = new Map<string, (rows: string[]) => void>();
  const get = vi.fn((key: string) => new Promise<string[]>((resolve) => { pending.set(key, resolve); }));
  return { get, answer: (key: string, rows: string[]) => pending.get(key)!(rows) };
}

function setup() {
  const server = slowServer();
  const query = createQueryContext({ api: { get: server.get as never }, retry: false });
  search = createSearchStore(query, (text) => `/api/x/?s=${text}`, (rows: string[]) => rows.map((r) => r.toUpperCase()));
  search.$result.listen(() => {});
  return { search, server };
}

const rest = () => vi.advanceTimersByTimeAsync(300);

describe('search store', () => {
  it('asks once the text has rested, not for every key pressed', async () => {
    const { search, server } = setup();
    search.setText('к');
    search.setText('ка');
    expect(search.$result.get()).toEqual({ text: 'ка', options: [], loading: true });
    await rest();
    expect(server.get.mock.calls.map(([key]) => key)).toEqual(['/api/x/?s=ка']);
    server.answer('/api/x/?s=ка', ['казань']);
    await rest();
    expect(search.$result.get()).toEqual({ text: 'ка', options: ['КАЗАНЬ'], loading: false });
  });

  it('an older answer arriving last does not replace the newer one', async () => {
    const { search, server } = setup();
    search.setText('м');
    await rest();
    search.setText('мур');
    await rest();
    server.answer('/api/x/?s=мур', ['мурманск']);
    await rest();
    server.answer('/api/x/?s=м', ['москва', 'мурманск']);
    await rest();
    expect(search.$result.get()).toEqual({ text: 'мур', options: ['МУРМАНСК'], loading: false });
  });

  it('an empty text stops searching at once and asks nothing', async () => {
    const { search, server } = setup();
    search.setText('к');
    search.setText('');
    expect(search.$result.get()).toEqual({ text: '', options: [], loading: false });
    await rest();
    expect(server.get).not.toHaveBeenCalled();
  });
});
