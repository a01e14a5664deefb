// The section contract, versioned (docs/ARCHITECTURE.md §2.1): v1.ts, v2.ts … each frozen once
// published; SectionContract is the latest. The shell hands every section props that satisfy
// EVERY published version (shell/src/section-contract.test.ts), so a section built long ago keeps
// working when the shell moves on; a section is built against the latest.
import { CONTRACT_V1, type SectionContractV1 } from './v1.ts';
import type { ContractDescriptor } from './descriptor.ts';

export { missingFromContract, extraToContract, type ContractDescriptor, type PropDescriptor } from './descriptor.ts';
export * from './v1.ts';

export const SECTION_CONTRACT_VERSION = 1;
/** The latest version: what a section is built against today. */
export type SectionContract = SectionContractV1;
/** Every published version's run-time descriptor, oldest first. */
export const SECTION_CONTRACTS: readonly ContractDescriptor[] = [CONTRACT_V1];
/** The latest version's descriptor. */
export const SECTION_CONTRACT = CONTRACT_V1;
/** What useSection() gives a component under the latest version (the loader's element aside). */
export type SectionContractProps = Omit<SectionContract['props'], 'domElement'>;
