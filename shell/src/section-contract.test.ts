// @vitest-environment happy-dom
// The shell's side of the section contract (docs/ARCHITECTURE.md §2.1): the props its loader
// really hands a section — the real context (shell-context.ts) spread with the element, as
// registerSections passes them to the mounter (app-router.ts) — carry everything EVERY published version
// promises. A section deployed alone keeps the version it was built against (§2.6), so a shell
// change that drops a prop or a member an older section reads must fail here, not in its page.
// (Sections cannot import the shell — ESLint zones — and mount with the kit's double instead,
// which is checked against the same descriptors: shared/src/section-contract/.)
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { AppConfig } from './app-router.ts';
import { EMPTY_BOOT } from '@donor/shared/boot';
import type { User } from '@donor/shared/contract/common';
import { SECTION_APPS } from '@donor/shared/routes';
import {
  missingFromContract, SECTION_CONTRACT, SECTION_CONTRACTS, type SectionContract, type SectionMountPropsV1,
} from '@donor/shared/section-contract/index';
import { fakeUser } from '@donor/shared/testing/section-props';
import { createShellContext, type ShellContext } from './shell-context.ts';

const registered = vi.hoisted(() => [] as { name: string; customProps: unknown }[]);
vi.mock('./app-router.ts', () => ({
  registerApplication: (config: AppConfig<object>) => void registered.push({ name: config.name, customProps: config.customProps }),
  triggerAppChange: async () => {},
}));
const { registerSections } = await import('./section-loader.ts');

afterEach(() => {
  registered.length = 0;
  document.body.innerHTML = '';
});

/** The custom props registerSections gives each section, from the real shell context. */
function loaderProps(user: User | null = fakeUser()): Record<string, unknown>[] {
  document.body.innerHTML = '<main id="app-main"></main>';
  const ctx = createShellContext({ ...EMPTY_BOOT, user, city: { id: 1, flag: 'Moscow', name: 'Москва', searchRegion: null } });
  registerSections({}, ctx);
  return registered.filter((app) => (SECTION_APPS as readonly string[]).includes(app.name)).map((app) => app.customProps as Record<string, unknown>);
}

describe('the shell meets every published section contract', () => {
  it('types: the shell context plus the loader\'s element is every version\'s props (tsc)', () => {
    expectTypeOf<ShellContext & { domElement: HTMLElement }>().toExtend<SectionMountPropsV1>();
    expectTypeOf<ShellContext & { domElement: HTMLElement }>().toExtend<SectionContract['props']>();
  });

  it.each(SECTION_CONTRACTS.map((contract) => [contract.version, contract] as const))('run time: every section gets every prop and member of v%i', (_version, contract) => {
    const all = loaderProps();
    expect(all).toHaveLength(SECTION_APPS.length);
    for (const props of all) {
      expect(props.domElement).toBeInstanceOf(HTMLElement);
      expect(missingFromContract(props, contract)).toEqual([]);
    }
  });

  it('a visitor\'s props too (nothing of the contract depends on a login)', () => {
    for (const props of loaderProps(null)) expect(missingFromContract(props, SECTION_CONTRACT)).toEqual([]);
  });

  it('a shell that stopped passing a prop or a member is caught, by name', () => {
    const [props] = loaderProps();
    // What a shell change dropping `utm` (or the city store's pickCity) would hand a section.
    const { utm: _utm, ...withoutUtm } = props!;
    expect(missingFromContract(withoutUtm, SECTION_CONTRACT)).toEqual(['utm']);
    const { pickCity: _pickCity, ...cityWithoutPick } = props!.city as Record<string, unknown>;
    expect(missingFromContract({ ...props, city: cityWithoutPick }, SECTION_CONTRACT)).toEqual(['city.pickCity']);
  });
});
