// @vitest-environment happy-dom
// The section contract (docs/ARCHITECTURE.md §2.1) against the code that implements it: the
// types (checked by tsc: `expectTypeOf` is a no-op at run time), the descriptor's names, the
// slot rows and event names a published version promises, the kit's test double, and the
// development build's prop watch.
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { BootPayload } from '../boot.ts';
import { EARLY_EVENTS, GOAL_EVENT } from '../analytics-events.ts';
import { PREFETCH_EVENT } from '../link-prefetch.ts';
import { PAGE_CONTENT_EVENT } from '../section-first-paint.ts';
import { SLOTS } from '../slots.ts';
import type { SectionProps } from '../stores/types.ts';
import { createTestSectionProps, runSectionLifecycles } from '../testing/section-props.ts';
import type { PageSlotLifecycles } from '../ui/page-slot.tsx';
import { useSection } from '../ui/section-context.tsx';
import { sectionLifecycles } from '../ui/section-lifecycles.tsx';
import { LOCATION_EVENT } from '../ui/use-location.ts';
import { watchSectionProps } from './dev-check.ts';
import {
  CONTRACT_V1, EVENTS_V1, SECTION_CONTRACT, SECTION_CONTRACT_VERSION, SECTION_CONTRACTS, SLOTS_V1, extraToContract, missingFromContract,
  type BootPayloadV1, type SectionContract, type SectionContractProps, type SectionEventsV1, type SectionLifecyclesV1, type SectionMountPropsV1,
} from './index.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Described<D> = D extends { members: readonly (infer M)[]; optional: readonly (infer O)[] } ? M | O : D extends { members: readonly (infer M)[] } ? M : never;
/** For each prop with members: do the descriptor's names equal the type's member names? */
type MembersMatchV1 = { [K in Exclude<keyof SectionMountPropsV1, 'domElement'>]: Equal<Described<(typeof CONTRACT_V1.props)[K]>, keyof SectionMountPropsV1[K]> };

describe('section contract types (tsc)', () => {
  it('v1: the descriptor names exactly the props and members of the type', () => {
    expectTypeOf<keyof typeof CONTRACT_V1.props>().toEqualTypeOf<keyof SectionMountPropsV1>();
    expectTypeOf<MembersMatchV1[keyof MembersMatchV1]>().toEqualTypeOf<true>();
  });

  it('the shell side meets every published version: props, lifecycles, boot payload, events', () => {
    // SectionProps (stores/types.ts) plus the loader's element is what the shell hands out.
    expectTypeOf<SectionProps & { domElement: HTMLElement }>().toExtend<SectionMountPropsV1>();
    expectTypeOf<BootPayload>().toExtend<BootPayloadV1>();
    expectTypeOf<WindowEventMap['donor:goal']['detail']>().toEqualTypeOf<SectionEventsV1['donor:goal']>();
    expectTypeOf<WindowEventMap['donor:product-view']['detail']>().toEqualTypeOf<SectionEventsV1['donor:product-view']>();
    expectTypeOf<WindowEventMap['donor:error']['detail']>().toEqualTypeOf<SectionEventsV1['donor:error']>();
    expectTypeOf<WindowEventMap['donor:page-content']['detail']>().toEqualTypeOf<SectionEventsV1['donor:page-content']>();
  });

  it('a section built with the kit exports lifecycles of the contract', () => {
    expectTypeOf<ReturnType<typeof sectionLifecycles>>().toExtend<SectionLifecyclesV1>();
    expectTypeOf<PageSlotLifecycles>().toExtend<SectionLifecyclesV1>();
  });

  it('the latest version is today\'s SectionProps (a new member publishes a new version)', () => {
    expectTypeOf<SectionContractProps>().toExtend<SectionProps>();
    expectTypeOf<SectionContract['props']>().toExtend<SectionMountPropsV1>();
  });
});

describe('section contract at run time', () => {
  it('lists every version, oldest first, the latest last', () => {
    expect(SECTION_CONTRACTS.map((c) => c.version)).toEqual(Array.from({ length: SECTION_CONTRACT_VERSION }, (_, i) => i + 1));
    expect(SECTION_CONTRACT).toBe(SECTION_CONTRACTS.at(-1));
  });

  it('every slot row of v1 is still in the slot table under the same export and element', () => {
    for (const row of SLOTS_V1) expect(SLOTS).toContainEqual(expect.objectContaining(row));
  });

  it('every event of v1 is still dispatched under its name', () => {
    const inCode: string[] = [LOCATION_EVENT, PREFETCH_EVENT, PAGE_CONTENT_EVENT, ...EARLY_EVENTS];
    expect([...inCode].sort()).toEqual([...EVENTS_V1].sort());
    expect(GOAL_EVENT).toBe('donor:goal');
  });

  it('the kit double carries exactly the latest version\'s members', () => {
    const { props } = createTestSectionProps();
    expect(missingFromContract({ ...props, domElement: {} }, SECTION_CONTRACT)).toEqual([]);
    expect(extraToContract(props, SECTION_CONTRACT)).toEqual([]);
  });

  it('names what a props object lacks or adds, prop and member', () => {
    const { props } = createTestSectionProps();
    const { utm: _utm, ...withoutUtm } = props;
    const { sync: _sync, ...utmWithoutSync } = props.utm;
    expect(missingFromContract({ ...withoutUtm, domElement: {} }, CONTRACT_V1)).toEqual(['utm']);
    expect(missingFromContract({ ...props, utm: utmWithoutSync, domElement: {} }, CONTRACT_V1)).toEqual(['utm.sync']);
    expect(extraToContract({ ...props, cms: {}, city: { ...props.city, syncChoice: () => {} } }, CONTRACT_V1)).toEqual(['city.syncChoice', 'cms']);
  });
});

describe('development prop watch', () => {
  it('reports a prop or a member outside the contract once, and passes every read through', () => {
    const { props } = createTestSectionProps();
    const report = vi.fn();
    const watched = watchSectionProps('mfe_top', props as SectionContractProps & Record<string, unknown>, CONTRACT_V1, report);
    expect(watched.cty).toBeUndefined();
    expect(watched.cty).toBeUndefined();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('[mfe_top] props.cty нет в контракте раздела v1 — есть: city, auth, ui, utm, api, query, config, domElement');
    expect((watched.city as unknown as Record<string, unknown>).pikCity).toBeUndefined();
    expect(report).toHaveBeenLastCalledWith('[mfe_top] props.city.pikCity нет в контракте раздела v1 — есть: $city, pickCity, chooseFlag, loadName, $reloadRequested');
    // Contract reads are silent and unchanged; a member object keeps its identity.
    report.mockClear();
    expect(watched.city.$city).toBe(props.city.$city);
    expect(watched.city).toBe(watched.city);
    expect(watched.config.supportEmail).toBe(props.config.supportEmail);
    expect(watched.config.mapTiles).toBe(props.config.mapTiles);
    expect(watched.api.get).toBe(props.api.get);
    // Tools and single-spa's own props are not a section's reads.
    void (watched as Record<string, unknown>).then;
    void (watched as Record<string, unknown>).name;
    void String(watched);
    expect(report).not.toHaveBeenCalled();
  });

  it('is on in a section run by the kit (import.meta.env.DEV in tests and development)', async () => {
    function Misreads() {
      const props = useSection() as unknown as Record<string, unknown>;
      return <p>{String(props.cty)}</p>;
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await runSectionLifecycles('mfe_top', sectionLifecycles('mfe_top', Misreads), { path: '/top/' });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('[mfe_top] props.cty нет в контракте раздела v1'));
    errors.mockRestore();
  });
});
