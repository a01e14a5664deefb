import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, atom, cleanStores, keepMount } from 'nanostores';
import { createTestSectionProps, fakeUser } from '@donor/shared/testing/section-props';
import type { Story } from '@donor/shared/contract/home';
import { s } from '../top.strings.ts';
import { bannersKey, createBanners, createStories, storiesKey } from './home-community.resource.ts';

const story = (id: number, over: Partial<Story> = {}): Story => ({
  id, title: `История ${id}`, text: 'Текст', image: null, link: null, published_at: '2026-11-20T10:00:00Z',
  views: 0, likes: 0, dislikes: 0, my_reaction: null, viewed: false, ...over,
});
const list = (results: Story[]) => ({ count: results.length, num_pages: 1, next: null, previous: null, results });

describe('home stories (spec §3 Stories, §9 page size 10)', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it('asks for ten; a like replaces the story with the answer; the same reaction again is not sent', async () => {
    expect(storiesKey).toBe('/api/stories/?page_size=10');
    const { props, calls } = createTestSectionProps({
      user: fakeUser(),
      routes: { [storiesKey]: list([story(1), story(2)]), 'POST /api/stories/2/like/': story(2, { likes: 1, my_reaction: 'like' }) },
    });
    const m = createStories(props);
    keepMount(m.$list);
    await allTasks();
    await m.react(m.$list.get().data!.results[1]!, 'like');
    expect(m.$list.get().data!.results[1]).toMatchObject({ likes: 1, my_reaction: 'like' });
    await m.react(m.$list.get().data!.results[1]!, 'like');
    expect(calls.requests.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/stories/2/like/']);
    cleanStores(m.$list);
  });

  it('a visitor’s reaction sends nothing and hints to log in; a visitor’s views are not posted', async () => {
    const { props, calls } = createTestSectionProps({ routes: { [storiesKey]: list([story(1)]) } });
    const m = createStories(props);
    keepMount(m.$list);
    await allTasks();
    await m.react(story(1), 'dislike');
    await m.view(story(1));
    expect(m.$message.get()).toEqual({ storyId: 1, text: s.home.loginHint });
    expect(calls.requests.filter((c) => c.method === 'POST')).toEqual([]);
    cleanStores(m.$list);
  });

  it('a view is posted once per story, never for one already viewed; a failed reaction says so', async () => {
    const { props, calls } = createTestSectionProps({
      user: fakeUser(),
      routes: {
        [storiesKey]: list([story(1), story(2, { viewed: true })]),
        'POST /api/stories/1/view/': story(1, { views: 1, viewed: true }),
        'POST /api/stories/1/like/': new Response('{}', { status: 500 }),
      },
    });
    const m = createStories(props);
    keepMount(m.$list);
    await allTasks();
    await Promise.all([m.view(story(1)), m.view(story(1))]);
    await m.view(story(2, { viewed: true }));
    expect(calls.requests.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/stories/1/view/']);
    expect(m.$list.get().data!.results[0]).toMatchObject({ views: 1, viewed: true });
    await m.react(story(1), 'like');
    expect(m.$message.get()?.text).toBe('Не удалось сохранить оценку. Попробуйте ещё раз.');
    cleanStores(m.$list);
  });
});

describe('home banners (spec §7 banners)', () => {
  it('asks for the selected city’s, again when it changes; All regions asks without a city', async () => {
    expect(bannersKey(0)).toBe('/api/banners/');
    const { props } = createTestSectionProps({ routes: { [bannersKey(1)]: { results: [] }, [bannersKey(50)]: { results: [{ id: 3 }] } } });
    const $city = atom(1);
    const $b = createBanners(props.query, $city);
    keepMount($b);
    await allTasks();
    expect($b.get().data?.results).toEqual([]);
    $city.set(50);
    await new Promise((r) => setTimeout(r, 0));
    await allTasks();
    expect($b.get().data?.results.map((b) => b.id)).toEqual([3]);
    cleanStores($b);
  });
});
