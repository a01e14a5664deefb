// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { NotificationSettings, SocialList } from '@donor/shared/contract/account';
import { createTestSectionProps, fakeUser, jsonResponse, memoryStorage } from '@donor/shared/testing/section-props';
import { createNotificationsResource, NOTIFICATIONS_KEY } from './notifications.resource.ts';
import { createSocialsResource, linkReturn, SOCIALS_KEY, withoutLinkParams } from './socials.resource.ts';

const stores: Parameters<typeof cleanStores>[number][] = [];
afterEach(() => cleanStores(...stores.splice(0)));

describe('notifications resource', () => {
  it('reads {email, sms}, and a toggle writes the answer into the cache without asking again', async () => {
    let state = { email: true, sms: true };
    const { props, calls } = createTestSectionProps({
      user: fakeUser(),
      routes: {
        [`GET ${NOTIFICATIONS_KEY}`]: () => state,
        'POST /api/notifications/toggle/': ({ body }: { body: unknown }) => {
          const { channel } = body as { channel: 'email' | 'sms' };
          state = { ...state, [channel]: !state[channel] };
          return state;
        },
      },
    });
    const res = createNotificationsResource(props);
    stores.push(res.$settings, res.$toggle);
    keepMount(res.$settings);
    keepMount(res.$toggle);
    await allTasks();
    expect(NotificationSettings.parse(res.$settings.get().data)).toEqual({ email: true, sms: true });
    await res.$toggle.mutate({ channel: 'sms' });
    await allTasks();
    expect(res.$settings.get().data).toEqual({ email: true, sms: false });
    expect(calls.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${NOTIFICATIONS_KEY}`, 'POST /api/notifications/toggle/']);
    expect(calls.requests[1]?.body).toEqual({ channel: 'sms' });
  });
});

describe('notifications resource: a refused toggle', () => {
  it('moves the switch at once and puts it back when the server refuses', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => { release = r; });
    const { props } = createTestSectionProps({
      user: fakeUser(),
      routes: {
        [`GET ${NOTIFICATIONS_KEY}`]: { email: true, sms: true },
        'POST /api/notifications/toggle/': async () => { await gate; return jsonResponse({ detail: 'Слишком много запросов' }, 429); },
      },
    });
    const res = createNotificationsResource(props);
    stores.push(res.$settings, res.$toggle);
    keepMount(res.$settings);
    keepMount(res.$toggle);
    await allTasks();
    const done = res.$toggle.mutate({ channel: 'email' });
    await Promise.resolve();
    expect(res.$settings.get().data).toEqual({ email: false, sms: true });
    release();
    await done;
    await allTasks();
    expect(res.$settings.get().data).toEqual({ email: true, sms: true });
    expect(res.$toggle.get().error).toBeTruthy();
  });
});

describe('socials resource', () => {
  const linked = [{ id: 3, provider: 'sandbox', provider_title: 'Песочница', display_name: 'Соц Донор', created_at: '2026-11-20T10:00:00.000Z' }];

  it('lists, unlinks (a 404 counts as gone) and updates the cached list', async () => {
    const { props, calls } = createTestSectionProps({
      user: fakeUser(),
      routes: { [`GET ${SOCIALS_KEY}`]: linked, 'DELETE /api/socials/3/': jsonResponse({ detail: 'Страница не найдена.' }, 404) },
    });
    const res = createSocialsResource(props, memoryStorage());
    stores.push(res.$socials, res.$unlink);
    keepMount(res.$socials);
    keepMount(res.$unlink);
    await allTasks();
    expect(SocialList.parse(res.$socials.get().data)).toHaveLength(1);
    await res.$unlink.mutate(3);
    await allTasks();
    expect(res.$socials.get().data).toEqual([]);
    expect(res.$unlink.get().error).toBeUndefined();
    expect(calls.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${SOCIALS_KEY}`, 'DELETE /api/socials/3/']);
  });

  it('linking: start remembers the provider, the return posts code/state/redirect_uri and asks for the list again', async () => {
    const session = memoryStorage();
    const { props, calls } = createTestSectionProps({
      user: fakeUser(),
      routes: {
        'POST /api/oauth/start/': { state: 's'.repeat(43), authorize_url: '/api/oauth/sandbox/authorize?state=x' },
        'POST /api/oauth/': jsonResponse(linked[0], 201),
        [`GET ${SOCIALS_KEY}`]: linked,
      },
    });
    const res = createSocialsResource(props, session);
    const back = 'http://donor.test/profile/settings/personal';
    expect(await res.startLink('sandbox', back)).toBe('/api/oauth/sandbox/authorize?state=x');
    expect(calls.requests[0]?.body).toEqual({ provider: 'sandbox', redirect_uri: back });
    const ret = linkReturn('?code=abc&state=st-1');
    expect(ret).toEqual({ code: 'abc', state: 'st-1', error: null });
    await res.finishLink(ret!, back);
    expect(calls.requests[1]).toEqual({ method: 'POST', url: '/api/oauth/', body: { provider: 'sandbox', code: 'abc', state: 'st-1', redirect_uri: back } });
    expect(session.getItem('oauth-link-provider')).toBeNull();
  });

  it('reads the return parameters and strips them from the address', () => {
    expect(linkReturn('')).toBeNull();
    expect(linkReturn('?state=x')).toBeNull();
    expect(linkReturn('?error=access_denied&state=x')).toEqual({ code: '', state: 'x', error: 'access_denied' });
    expect(withoutLinkParams('http://a.test/profile/settings/personal?code=1&state=2&x=3#h')).toBe('/profile/settings/personal?x=3#h');
  });
});
