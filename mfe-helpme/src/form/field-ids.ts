// The element id of each form field: the page focuses the first error field by it (spec §4), and
// the labels, hints and errors hang off it (aria-describedby).
import type { HelpmeField } from './helpme-checks.ts';

export const fieldId = (field: HelpmeField): string => `hm-${field}`;
export const errorId = (field: HelpmeField): string => `hm-${field}-error`;
