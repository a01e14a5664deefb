// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { createDraft } from './draft.ts';

interface Form { email: string; password: string; agree: boolean }
const initial: Form = { email: '', password: '', agree: false };

afterEach(() => window.sessionStorage.clear());

describe('createDraft', () => {
  it('a reload (a new store over the same storage) keeps the draft, never the secret fields', () => {
    const first = createDraft<Form>('signup', initial, { omit: ['password'] });
    keepMount(first.$draft);
    first.set('email', 'anna@example.com');
    first.set('password', 'secret-123456');
    first.set('agree', true);
    expect(window.sessionStorage.getItem('draft:signup')).not.toContain('secret');
    cleanStores(first.$draft);

    const again = createDraft<Form>('signup', initial, { omit: ['password'] });
    keepMount(again.$draft);
    expect(again.$draft.get()).toEqual({ email: 'anna@example.com', password: '', agree: true });
    again.reset();
    expect(again.$draft.get()).toEqual(initial);
    cleanStores(again.$draft);
  });

  it('malformed or mistyped stored values fall back to the defaults', () => {
    window.sessionStorage.setItem('draft:broken', '{not json');
    window.sessionStorage.setItem('draft:typed', JSON.stringify({ email: 5, agree: true, extra: 'x' }));
    const broken = createDraft<Form>('broken', initial);
    const typed = createDraft<Form>('typed', initial);
    keepMount(broken.$draft);
    keepMount(typed.$draft);
    expect(broken.$draft.get()).toEqual(initial);
    expect(typed.$draft.get()).toEqual({ email: '', password: '', agree: true });
    cleanStores(broken.$draft, typed.$draft);
  });
});
