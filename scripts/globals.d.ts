/** Set by each section's build (scripts/federation.ts): SECTION_BUILD_ID or 'local'. */
declare const __SECTION_BUILD__: string;
