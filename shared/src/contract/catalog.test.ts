import { describe, expect, it } from 'vitest';
import { COLLECT_MSG, Collect, CollectCreateBody, CollectUpdateBody, CollectWithProgress } from './catalog.ts';
import { fieldErrorsOf } from './common.ts';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) => (result.error ? fieldErrorsOf(result.error) : {});

describe('catalog contract', () => {
  it('create body: trimmed text, numeric-string goal, optional slug; blank description is null', () => {
    expect(CollectCreateBody.parse({ title: ' Сбор ', description: '  ', goal: '1000' })).toEqual({ title: 'Сбор', description: null, goal: 1000 });
    expect(errorsOf(CollectCreateBody.safeParse({ goal: 999.5, slug: 'Кириллица' }))).toEqual({
      title: ['Поле не может быть пустым'], goal: [COLLECT_MSG.goalInt], slug: [COLLECT_MSG.slug],
    });
    expect(errorsOf(CollectCreateBody.safeParse({ title: 'x', goal: 999 }))).toEqual({ goal: [COLLECT_MSG.goalMin] });
    expect(errorsOf(CollectCreateBody.safeParse({ title: 'x', goal: 100_000_001 }))).toEqual({ goal: [COLLECT_MSG.goalMax] });
  });

  it('update body: an omitted field stays omitted, null clears the description', () => {
    expect(CollectUpdateBody.parse({ title: 'Новое' })).toEqual({ title: 'Новое' });
    expect(CollectUpdateBody.parse({ description: null, is_active: false })).toEqual({ description: null, is_active: false });
    expect(CollectUpdateBody.safeParse({ is_active: 'yes' }).success).toBe(false);
  });

  it('progress is optional on a collect and required where asked for', () => {
    const base = { id: 1, slug: 's', title: 't', description: '', goal: 1000, collected: 0, is_active: true, ends_at: null, owner_id: null, created_at: '2026-01-01T00:00:00.000Z' };
    expect(Collect.safeParse(base).success).toBe(true);
    expect(CollectWithProgress.safeParse(base).success).toBe(false);
    expect(CollectWithProgress.safeParse({ ...base, progress_percentage: 101 }).success).toBe(false);
    expect(CollectWithProgress.parse({ ...base, progress_percentage: 62 }).progress_percentage).toBe(62);
  });
});
