// Zod-free shapes of the three responses the donation form reads (spec §3 "Donor list
// response", §7 payment config and process-payment), for donation-rules.ts's readers: the
// partner widget imports those without zod. The schemas in donation.ts infer the same types
// (checked at compile time there), so imports only go one way: donation.ts → donation-rules.ts
// → donation-types.ts.

/** A donor in the widget's list: only what it shows. */
export interface Donor {
  id: number;
  /** '' when the donor hid the name (donater_status 'anonym'). */
  name: string;
  /** null when the donor hid the amount (payment_display_status 'hidden'). */
  amount: number | null;
}

export interface DonorList {
  count: number;
  results: Donor[];
}

/** Which provider serves which flow (GET /api/payments/config/). */
export interface PaymentsConfig {
  link: string;
  widget: string;
}

/** A link to follow (YooKassa-style) or a card widget to open (CloudPayments-style). */
export interface ProcessPaymentResponse {
  order_id: string;
  url?: string;
  widget?: { script: string; public_id: string; invoice_id: string };
}
