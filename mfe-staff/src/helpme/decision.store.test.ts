// A moderator's decision on a help-me request (decision.store.ts, docs/helpme.md «Модерация»):
// which verdicts a state allows, the reason and comment rules, what is sent (with the state the
// moderator saw), and a stale item (409 «Уже рассмотрено») reported to the page.
import { describe, expect, it, vi } from 'vitest';
import { keepMount } from 'nanostores';
import { ApiError } from '@donor/shared/api';
import { createQueryContext } from '@donor/shared/query';
import * as MSG from '@donor/shared/messages';
import type { HelpmeQueueItem } from '@donor/shared/contract/staff-helpme';
import { commentRequired, reasonRequired } from '@donor/shared/staff-helpme-messages';
import { alreadyReviewed } from '@donor/shared/staff-messages';
import { createDecision, decisionErrors, verdictsFor } from './decision.store.ts';
import { parseQueueSearch, queueHref, queueKey } from './helpme.resource.ts';

const item = (over: Partial<HelpmeQueueItem> = {}): HelpmeQueueItem => ({
  id: 7, moderation: 'pending', reason: null, reason_text: null, comment: null, submitted_at: '2026-11-24T09:00:00Z', moderated_at: null, moderated_by: null,
  status: 'search_in_progress', title: 'Анна С.', first_name: 'Анна', middle_name: null, last_name: 'Смирнова', birth_date: '1984-03-09', age: 42,
  blood_class: 'blood', requested_blood_type: ['o_plus'], required_donors_count: 10, last_date: '2026-12-01', search_reason: 'Операция',
  city: { id: 1, title: 'Москва' }, blood_station: { id: 3, title: 'ЦКБ' }, image: null, author: { id: 2, name: 'Тест', login: 't@example.com' },
  reports: [], open_reports: 0, ...over,
});

const query = createQueryContext({ api: { get: async () => undefined as never }, retry: false });

function setup(it: HelpmeQueueItem, send: (body: unknown) => Promise<unknown>) {
  const mutator = query.createMutatorStore<never, never>(async ({ data }) => send(data) as never);
  const on = { done: vi.fn(), stale: vi.fn() };
  const d = createDecision(it, mutator as never, on);
  keepMount(d.form.$status);
  return { d, on };
}

describe('verdicts a state allows', () => {
  it.each<[Partial<HelpmeQueueItem>, string[]]>([
    [{ moderation: 'pending' }, ['approve', 'fix', 'reject']],
    [{ moderation: 'published', open_reports: 2 }, ['approve', 'fix', 'reject', 'hide']],
    [{ moderation: 'published', open_reports: 0 }, ['fix', 'reject', 'hide']],
    [{ moderation: 'hidden' }, ['approve', 'fix', 'reject']],
    [{ moderation: 'needs_fix' }, ['approve', 'reject']],
    [{ moderation: 'rejected' }, ['approve']],
  ])('%j → %j', (over, verdicts) => {
    expect(verdictsFor(item(over))).toEqual(verdicts);
  });
});

describe('decision rules', () => {
  it('a reason for all but approve; a comment for «другая причина»; comments up to 1000', () => {
    expect(decisionErrors({ verdict: 'approve', reason: '', comment: '' })).toEqual({});
    expect(decisionErrors({ verdict: 'fix', reason: '', comment: '' })).toEqual({ reason: reasonRequired });
    expect(decisionErrors({ verdict: 'reject', reason: 'other', comment: ' ' })).toEqual({ comment: commentRequired });
    expect(decisionErrors({ verdict: 'hide', reason: 'offensive', comment: 'x'.repeat(1001) })).toEqual({ comment: MSG.tooLong(1000) });
  });
});

describe('sending a decision', () => {
  it('approve goes at once with the state the moderator saw', async () => {
    const send = vi.fn(async () => item({ moderation: 'published' }));
    const { d, on } = setup(item(), send);
    expect(await d.approve()).toBe(true);
    expect(send).toHaveBeenCalledWith({ id: 7, verdict: 'approve', expected: 'pending', reason: null, comment: null });
    expect(on.done).toHaveBeenCalledWith('approve', expect.objectContaining({ moderation: 'published' }));
  });

  it('fix opens the reason form; nothing is sent without a reason; then reason and comment go', async () => {
    const send = vi.fn(async () => item({ moderation: 'needs_fix' }));
    const { d, on } = setup(item(), send);
    d.open('fix');
    expect(d.$open.get()).toBe('fix');
    expect(await d.submit()).toBe(false);
    expect(d.form.$status.get().errors).toEqual({ reason: reasonRequired });
    expect(send).not.toHaveBeenCalled();
    d.form.set('reason', 'photo');
    d.form.set('comment', ' На фото документы ');
    expect(await d.submit()).toBe(true);
    expect(send).toHaveBeenCalledWith({ id: 7, verdict: 'fix', expected: 'pending', reason: 'photo', comment: 'На фото документы' });
    expect(d.$open.get()).toBeNull();
    expect(on.done).toHaveBeenCalledWith('fix', expect.anything());
  });

  it('a stale item: «Уже рассмотрено» in the alert, and the page is told', async () => {
    const { d, on } = setup(item(), async () => {
      throw new ApiError({ kind: 'http', method: 'POST', url: '/api/staff/helpme/7/verdict/', status: 409, data: { detail: alreadyReviewed } });
    });
    expect(await d.approve()).toBe(false);
    expect(d.form.$status.get().formError).toBe(alreadyReviewed);
    expect(on.stale).toHaveBeenCalledOnce();
    expect(on.done).not.toHaveBeenCalled();
  });
});

describe('the queue in the URL', () => {
  it('tab and page read from and written to the address; the API key', () => {
    expect(parseQueueSearch('')).toEqual({ state: 'pending', page: 1 });
    expect(parseQueueSearch('?state=reported&page=2')).toEqual({ state: 'reported', page: 2 });
    expect(parseQueueSearch('?state=lost&page=-1')).toEqual({ state: 'pending', page: 1 });
    expect(queueHref({ state: 'pending', page: 1 })).toBe('/staff/helpme/');
    expect(queueHref({ state: 'hidden', page: 3 })).toBe('/staff/helpme/?state=hidden&page=3');
    expect(queueKey({ state: 'pending', page: 1 })).toBe('/api/staff/helpme/?state=pending');
  });
});
