// Development builds only (section-lifecycles.tsx calls it under import.meta.env.DEV, so a
// production bundle carries none of this): the props a section's components read are watched,
// and a name the contract does not have is reported at once, in the console of the developer who
// misspelt it, instead of an `undefined` surfacing three calls later — or, worse, a member that
// only the current shell happens to carry, which an older or newer shell may not
// (docs/ARCHITECTURE.md §2.1).
import type { ContractDescriptor } from './descriptor.ts';

/** Names read by tools, not by a section: promise checks, JSON, React and test matchers. */
const NOT_A_READ = new Set(['then', 'toJSON', '$$typeof', 'asymmetricMatch', 'nodeType']);
/** The prop the mounter itself adds to every application's, beside the shell's (v1.ts). */
const MOUNTER_PROPS = new Set(['name']);

const quiet = (key: string | symbol, top: boolean): key is symbol =>
  typeof key === 'symbol' || key in Object.prototype || NOT_A_READ.has(key) || (top && MOUNTER_PROPS.has(key));

/**
 * The props as a Proxy that reports, once per name, a prop or a prop's member outside `contract`:
 * `[mfe_top] props.cty нет в контракте раздела v1 — есть: city, auth, …`. Reads go through
 * unchanged; the same member object always comes back as the same proxy (React compares them).
 */
export function watchSectionProps<T extends object>(app: string, props: T, contract: ContractDescriptor, report: (message: string) => void = console.error): T {
  const reported = new Set<string>();
  const proxies = new WeakMap<object, object>();
  const complain = (path: string, known: readonly string[]): void => {
    if (reported.has(path)) return;
    reported.add(path);
    report(`[${app}] props.${path} нет в контракте раздела v${contract.version} — есть: ${known.join(', ')}`);
  };
  const watch = <V extends object>(target: V, known: readonly string[], prefix: string, members: (key: string) => readonly string[] | null): V => {
    const existing = proxies.get(target);
    if (existing) return existing as V;
    const proxy = new Proxy(target, {
      get(obj, key, receiver) {
        const value: unknown = Reflect.get(obj, key, receiver);
        if (quiet(key, prefix === '')) return value;
        if (!known.includes(key)) {
          complain(prefix + key, known);
          return value;
        }
        const inner = members(key);
        if (!inner || typeof value !== 'object' || value === null) return value;
        // A frozen member must come back as itself (a Proxy invariant): it goes unwatched.
        const own = Reflect.getOwnPropertyDescriptor(obj, key);
        if (own && !own.configurable && !own.writable) return value;
        return watch(value, inner, `${prefix}${key}.`, () => null);
      },
    });
    proxies.set(target, proxy);
    return proxy;
  };
  const propNames = Object.keys(contract.props);
  return watch(props, propNames, '', (key) => {
    const prop = contract.props[key];
    return prop?.members ? [...prop.members, ...(prop.optional ?? [])] : null;
  });
}
