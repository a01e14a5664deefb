// Endpoint descriptors of the donor's cabinet (spec §7 "Donations", "Info"; shared/src/endpoint.ts):
// types from the contract with `import type` only, so no zod reaches a browser.
import { endpoint } from '../endpoint.ts';
import type { InfoView } from '../contract/recognition.ts';

/** POST /api/info-after-donation/{id}/view/: the donor saw «Что будет с кровью дальше» (the API keeps the first view). */
export const viewInfoAfterDonation = endpoint<InfoView>()('POST', '/api/info-after-donation/:id/view/');
