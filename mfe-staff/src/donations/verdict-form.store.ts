// The verdict on one donation (docs/staff.md «Проверка донаций») on the kit's form
// (shared/src/form/form.store.ts) over the resource's verdict write: «Подтвердить», or
// «Отклонить» with a reason from the list and optional words (required for «Другая причина»,
// the donor reads them). The browser checks what the API checks (contract/staff-donations.ts
// VerdictBody) without zod; the API's refusal lands under its field, a 409 in the alert. The
// verdict carries what the moderator saw (status and submitted_at), so a stale screen is refused.
import type { DonationStatus } from '@donor/shared/contract/cabinet';
import type { StaffDonationDetail, Verdict } from '@donor/shared/contract/staff-donations';
import { createForm, type Errors } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import { REJECT_REASONS, commentRequired, reasonRequired, type RejectReason } from '@donor/shared/staff-donations-messages';
import type { AnyMutator } from '@donor/shared/form/call-mutator';
import type { VerdictCall } from './donations.resource.ts';

export interface VerdictDraft {
  verdict: Verdict;
  reason: RejectReason | '';
  comment: string;
}
export type VerdictField = 'reason' | 'comment';

export const EMPTY_VERDICT: VerdictDraft = { verdict: 'accept', reason: '', comment: '' };

export const isReason = (v: string): v is RejectReason => (REJECT_REASONS as readonly string[]).includes(v);

/** The browser's checks: a refusal needs a reason, and words for «Другая причина». */
export function verdictErrors(d: VerdictDraft): Errors<VerdictField> {
  if (d.verdict !== 'reject') return {};
  if (d.reason === '') return { reason: reasonRequired };
  if (d.reason === 'other' && d.comment.trim() === '') return { comment: commentRequired };
  if (d.comment.length > 1000) return { comment: 'Не более 1000 символов' };
  return {};
}

/** What is sent: the verdict, the reason and words of a refusal, and what the moderator saw. */
export function verdictCall(d: VerdictDraft, seen: { id: number; status: DonationStatus; submitted_at: string | null }): VerdictCall {
  const comment = d.comment.trim();
  return {
    id: seen.id,
    body: {
      verdict: d.verdict,
      ...(d.verdict === 'reject' ? { reason: d.reason === '' ? null : d.reason, comment: comment === '' ? null : comment } : {}),
      expected_status: seen.status,
      ...(seen.submitted_at ? { submitted_at: seen.submitted_at } : {}),
    },
  };
}

export const VERDICT_FIELDS = sameNames<VerdictField>('reason', 'comment');

/**
 * One donation's form; `seen` reads the donation as it is on screen now (it is refreshed after a
 * 409 while the form, and its alert, stay).
 */
export function createVerdictForm(write: AnyMutator<VerdictCall, StaffDonationDetail>, seen: () => StaffDonationDetail, done: (decided: StaffDonationDetail) => void) {
  const form = createForm<VerdictDraft, VerdictField, VerdictCall, StaffDonationDetail>({
    // In memory: a verdict is a few clicks, and an old half-typed refusal must not reappear on another day.
    draft: null,
    initial: EMPTY_VERDICT,
    validate: verdictErrors,
    fields: VERDICT_FIELDS,
    mutator: write,
    data: (d) => verdictCall(d, seen()),
    done: (decided) => {
      form.reset();
      done(decided);
    },
  });
  /** Sends `verdict` with the reason and words typed so far (they matter for a refusal only). */
  async function decide(verdict: Verdict): Promise<boolean> {
    form.$values.set({ ...form.$values.get(), verdict });
    return form.submit();
  }
  return { $values: form.$values, $status: form.$status, set: form.set, decide };
}
export type VerdictForm = ReturnType<typeof createVerdictForm>;
