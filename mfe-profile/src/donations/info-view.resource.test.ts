// spec §7 "Info": the view of «Что будет с кровью дальше» is sent once, when the page first has
// the info — fetched while it shows, or already cached when it starts showing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, type ReadableAtom } from 'nanostores';
import { createTestSectionProps, fakeUser } from '@donor/shared/testing/section-props';
import { createDonationStores, infoAfterKey } from './donations.resource.ts';
import { pingInfoViewWhenShown } from './info-view.resource.ts';

const INFO = { donation_id: 9, blood_class: 'blood', title: 'Цельная кровь', steps: [{ title: 'Карантин', text: '…' }] };
const VIEW = 'POST /api/info-after-donation/9/view/';

const stores: ReadableAtom<unknown>[] = [];
afterEach(() => cleanStores(...stores.splice(0)));

function setup(primed: Record<string, unknown> = {}) {
  const { props, calls } = createTestSectionProps({
    user: fakeUser(),
    primed,
    routes: { [infoAfterKey(9)]: INFO, [VIEW]: { donation_id: 9, viewed_at: '2026-11-24T10:00:00.000Z' } },
  });
  const { $info } = createDonationStores(props.query, 9);
  pingInfoViewWhenShown(props, $info, 9);
  stores.push($info);
  const requests = () => calls.requests.map((c) => `${c.method} ${c.url}`);
  return { $info, requests };
}

describe('info view ping', () => {
  it('nothing is sent while the info is not shown', async () => {
    const { requests } = setup();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests()).toEqual([]);
  });

  it('is sent once the info has arrived, and not again when it is asked again', async () => {
    const { $info, requests } = setup();
    $info.listen(() => {});
    await vi.waitFor(() => expect(requests()).toEqual([`GET ${infoAfterKey(9)}`, VIEW]));
    $info.revalidate();
    await vi.waitFor(() => expect(requests()).toEqual([`GET ${infoAfterKey(9)}`, VIEW, `GET ${infoAfterKey(9)}`]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests().filter((r) => r === VIEW)).toHaveLength(1);
  });

  it('is sent for an info already cached when the page starts showing it', async () => {
    const { $info, requests } = setup({ [infoAfterKey(9)]: INFO });
    expect($info.get().data).toEqual(INFO); // the page's first render reads it
    $info.listen(() => {});
    await vi.waitFor(() => expect(requests()).toEqual([VIEW]));
  });
});
