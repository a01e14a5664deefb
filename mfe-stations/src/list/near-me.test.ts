// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locate, switchedCity } from './near-me.ts';

afterEach(() => void vi.unstubAllGlobals());

const withGeolocation = (geolocation: unknown) => vi.stubGlobal('navigator', { ...navigator, geolocation });

describe('near me', () => {
  it('hands over the browser’s position', () => {
    withGeolocation({ getCurrentPosition: (ok: (p: unknown) => void) => ok({ coords: { latitude: 55.7558, longitude: 37.6173 } }) });
    const found = vi.fn();
    const problem = vi.fn();
    locate(found, problem);
    expect(found).toHaveBeenCalledWith({ lat: 55.7558, lng: 37.6173 });
    expect(problem).not.toHaveBeenCalled();
  });

  it('a refusal or a browser without geolocation is a problem to show', () => {
    withGeolocation({ getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void) => fail({ code: 1 }) });
    const problem = vi.fn();
    locate(() => {}, problem);
    expect(problem).toHaveBeenCalledTimes(1);
    withGeolocation(undefined);
    locate(() => {}, problem);
    expect(problem).toHaveBeenCalledTimes(2);
  });

  it('reads the city by_location switched to, and nothing from other answers', () => {
    expect(switchedCity({ results: [], switched_city: { id: 1, title: 'Москва' } })).toEqual({ id: 1, title: 'Москва' });
    expect(switchedCity({ results: [], switched_city: null })).toBeNull();
    expect(switchedCity({ results: [] })).toBeNull();
    expect(switchedCity(undefined)).toBeNull();
  });
});
