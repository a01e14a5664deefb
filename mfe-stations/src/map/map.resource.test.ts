import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, keepMount } from 'nanostores';
import { createTestSectionProps, jsonResponse } from '@donor/shared/testing/section-props';
import { padBounds, type Bounds } from './bbox.ts';
import { createMapPoints, mapPointsKey } from './map.resource.ts';

/** Key stores of @nanostores/query are batched: a changed key is applied on the next macrotask. */
const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await allTasks();
};

const moscow = { south: 55.6, west: 37.4, north: 55.9, east: 37.8 };
const east = { ...moscow, west: 38.4, east: 38.8 };
const kazan = { south: 55.7, west: 49, north: 55.9, east: 49.3 };
const ALL = { closed: 'false' };
const KELL = { closed: 'false', kell: 'true' };
const answer = (...ids: number[]) => ({
  count: ids.length, truncated: ids.length > 1,
  results: ids.map((id) => ({ id, slug: `s-${id}`, title: `Станция ${id}`, address: '', lat: 55.7, lng: 37.6, open_now: true, blood_needs: {} })),
});
const key = (view: Bounds, filters: Record<string, string>) => mapPointsKey(padBounds(view), filters);

describe('map points resource', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it('asks for the padded viewport; small pans reuse it, a filter change or a far pan asks again', async () => {
    const { props, calls } = createTestSectionProps({
      routes: { [key(moscow, ALL)]: answer(1, 2), [key(moscow, KELL)]: answer(1), [key(east, KELL)]: answer(3) },
    });
    const map = createMapPoints(props.query);
    keepMount(map.$points);
    map.show(moscow, ALL);
    await settle();
    expect(map.$points.get()).toMatchObject({ loading: false, failed: false, truncated: true, points: [{ id: 1 }, { id: 2 }] });
    map.show({ ...moscow, west: 37.35, east: 37.75 }, ALL);
    map.show(moscow, KELL);
    await settle();
    map.show(east, KELL);
    await settle();
    expect(map.$points.get()).toMatchObject({ truncated: false, points: [{ id: 3 }] });
    expect(calls.requests.map((c) => c.url)).toEqual([key(moscow, ALL), key(moscow, KELL), key(east, KELL)]);
    expect(key(moscow, ALL)).toBe('/api/blood_stations/map/?closed=false&bbox1=55.525%2C37.3&bbox2=55.975%2C37.9');
  });

  it('keeps the markers shown while a new area loads and after it fails; the next move asks again', async () => {
    let release = () => {};
    const failing = new Promise<Response>((resolve) => { release = () => resolve(jsonResponse({ detail: 'x' }, 500)); });
    const { props, calls } = createTestSectionProps({
      routes: { [key(moscow, ALL)]: answer(1), [key(kazan, ALL)]: () => failing },
    });
    const map = createMapPoints(props.query);
    keepMount(map.$points);
    map.show(moscow, ALL);
    await settle();
    map.show(kazan, ALL);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(map.$points.get()).toMatchObject({ loading: true, failed: false, points: [{ id: 1 }] });
    release();
    await settle();
    expect(map.$points.get()).toMatchObject({ loading: false, failed: true, points: [{ id: 1 }] });
    map.show({ ...kazan, west: 49.05 }, ALL);
    await settle();
    expect(calls.requests).toHaveLength(3);
  });
});
