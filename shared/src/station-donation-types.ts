// Donation types a station accepts (spec §2 "Blood stations screen": the list's "donation type"
// filter; §3 Blood station), in the order the filter shows them. Zod-free and import-free, so the
// contract (its schema), the list's request (stations-request.ts) and the host read one table
// without a cycle through the endpoint descriptors.
export const DONATION_TYPES = ['whole_blood', 'plasma', 'platelets', 'erythrocytes', 'granulocytes'] as const;
export type DonationType = (typeof DONATION_TYPES)[number];
