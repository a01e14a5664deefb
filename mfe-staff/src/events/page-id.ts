// A staff page's `:id` that can exist (a positive 32-bit integer), else null: the page then says
// «not found» without asking the API.
export const pageId = (raw: string | undefined): number | null =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
