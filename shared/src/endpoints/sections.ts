// Endpoint descriptors of the section registry (docs/ARCHITECTURE.md §2.5, §2.6; docs/staff.md
// «Реестр разделов»). `:app` is the app id (`mfe_top`); an unknown app is 404. Every write answers
// the section's state (SectionState) and takes an `Idempotency-Key`.
import { endpoint } from '../endpoint.ts';
import type { CanaryBody, NoteBody, ReleaseBody, SectionRegistry, SectionState } from '../contract/sections.ts';

/** GET: public, `Cache-Control: no-cache`; the host overlays it on its own build's registry. */
export const sectionRegistry = /* @__PURE__ */ endpoint<SectionRegistry>()('GET', '/api/sections/registry/');
/** GET: the app's pointers, releases and history (its team, moderators). */
export const sectionState = /* @__PURE__ */ endpoint<SectionState>()('GET', '/api/staff/sections/:app/');
/** POST: 201 a new release (stable := it, or canary at `canary_percent`); the same one again → 200. */
export const deploySection = /* @__PURE__ */ endpoint<SectionState, ReleaseBody>()('POST', '/api/staff/sections/:app/releases/');
/** POST: stable := the previous stable (or none → the host's build); clears the canary. */
export const rollbackSection = /* @__PURE__ */ endpoint<SectionState, NoteBody>()('POST', '/api/staff/sections/:app/rollback/');
/** POST: a registered release as the canary at `percent` (1–99). */
export const canarySection = /* @__PURE__ */ endpoint<SectionState, CanaryBody>()('POST', '/api/staff/sections/:app/canary/');
/** POST: canary → stable. */
export const promoteSection = /* @__PURE__ */ endpoint<SectionState, NoteBody>()('POST', '/api/staff/sections/:app/promote/');
/** POST: drops the canary. */
export const abortSection = /* @__PURE__ */ endpoint<SectionState, NoteBody>()('POST', '/api/staff/sections/:app/abort/');
