// What a stored souvenir-gift request can be (docs/recognition.md «Подарки»; the donor's
// `locked`/`available` are never stored). Without zod: the staff page lists them in the browser.
export const GIFT_REQUEST_STATES = ['requested', 'sent', 'received', 'cancelled'] as const;
export type GiftRequestState = (typeof GIFT_REQUEST_STATES)[number];
