// The signed-in donor as the form sees it, shared by the store (donation.store.ts) and the
// payment step (donation.payment.ts) without either importing the other for it.

/** The few user fields the form reads (spec §3 User: prefill, donation_agg.count). */
export interface DonorUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  donation_agg: { count: number };
}
