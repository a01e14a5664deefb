// The run-time picture of one version of the section contract (v1.ts): the prop names and each
// prop's member names. The types cannot be checked at run time, the names can: the shell's real
// props (shell/src/section-contract.test.ts), the kit's test double
// (shared/src/testing/section-props.ts) and the development build's prop watch (dev-check.ts)
// all read the same lists (docs/ARCHITECTURE.md §2.1).

export interface PropDescriptor {
  /** Member names every instance carries; null: a value without members (the DOM element). */
  members: readonly string[] | null;
  /** Members the contract allows but may be absent (PublicConfig's optional fields). */
  optional?: readonly string[];
}

export interface ContractDescriptor {
  version: number;
  props: Readonly<Record<string, PropDescriptor>>;
}

const isObject = (v: unknown): v is Record<string, unknown> => (typeof v === 'object' || typeof v === 'function') && v !== null;

/**
 * What a props object LACKS of a version: 'utm' for a missing prop, 'city.pickCity' for a missing
 * member. Empty: a section built against that version finds everything it may read.
 */
export function missingFromContract(props: unknown, contract: ContractDescriptor): string[] {
  if (!isObject(props)) return Object.keys(contract.props);
  const missing: string[] = [];
  for (const [name, prop] of Object.entries(contract.props)) {
    const value = props[name];
    if (value === undefined) {
      missing.push(name);
      continue;
    }
    for (const member of prop.members ?? []) {
      if (!isObject(value) || !(member in value)) missing.push(`${name}.${member}`);
    }
  }
  return missing;
}

/** What a props object carries BEYOND a version (own keys), in the same notation. */
export function extraToContract(props: unknown, contract: ContractDescriptor): string[] {
  if (!isObject(props)) return [];
  const extra: string[] = [];
  for (const name of Object.keys(props)) {
    const prop = contract.props[name];
    if (!prop) {
      extra.push(name);
      continue;
    }
    const value = props[name];
    if (!prop.members || !isObject(value)) continue;
    const known = new Set([...prop.members, ...(prop.optional ?? [])]);
    for (const member of Object.keys(value)) if (!known.has(member)) extra.push(`${name}.${member}`);
  }
  return extra;
}
