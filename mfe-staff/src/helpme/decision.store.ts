// A moderator's decision on one request of the queue (docs/helpme.md «Модерация»): a form of the
// kit (shared/src/form/) over that item's verdict write (helpme.resource.ts). «Опубликовать»
// goes at once; «Нужно исправить», «Отклонить» and «Скрыть» open the reason (from the list) and
// the comment for the author first. The state the moderator saw goes with it (`expected`), so a
// verdict on an item someone else decided meanwhile comes back «Уже рассмотрено» (409), shown
// in the item's alert while the queue reloads.
import { atom } from 'nanostores';
import { createForm } from '@donor/shared/form/form.store';
import type { AnyMutator } from '@donor/shared/form/call-mutator';
import * as MSG from '@donor/shared/messages';
import type { HelpmeQueueItem } from '@donor/shared/contract/staff-helpme';
import { alreadyReviewed } from '@donor/shared/staff-messages';
import { VERDICT_FROM, VERDICT_REASONS, commentRequired, reasonRequired, type Verdict, type VerdictReason } from '@donor/shared/staff-helpme-messages';
import type { VerdictInput } from './helpme.resource.ts';

export const COMMENT_MAX = 1000;

export interface DecisionValues {
  verdict: Verdict | null;
  reason: VerdictReason | '';
  comment: string;
}
export type DecisionField = 'verdict' | 'reason' | 'comment';

/** The verdicts this item may get now (approving a published one only dismisses open reports). */
export function verdictsFor(item: Pick<HelpmeQueueItem, 'moderation' | 'open_reports'>): Verdict[] {
  return (['approve', 'fix', 'reject', 'hide'] as const).filter((v) =>
    VERDICT_FROM[v].includes(item.moderation) && !(v === 'approve' && item.moderation === 'published' && item.open_reports === 0));
}

/** The API's rules (HelpmeVerdictBody), without zod. */
export function decisionErrors(v: DecisionValues): Partial<Record<DecisionField, string>> {
  const errors: Partial<Record<DecisionField, string>> = {};
  if (v.verdict === null) return { verdict: MSG.choice };
  if (v.verdict !== 'approve' && !(VERDICT_REASONS as readonly string[]).includes(v.reason)) errors.reason = reasonRequired;
  if (v.comment.trim().length > COMMENT_MAX) errors.comment = MSG.tooLong(COMMENT_MAX);
  else if (v.verdict !== 'approve' && v.reason === 'other' && v.comment.trim() === '') errors.comment = commentRequired;
  return errors;
}

const EMPTY: DecisionValues = { verdict: null, reason: '', comment: '' };

export interface DecisionEvents {
  done: (verdict: Verdict, result: HelpmeQueueItem) => void;
  /** Someone decided first (409): the item will change or leave the tab as the queue reloads. */
  stale: () => void;
}

export function createDecision(item: HelpmeQueueItem, mutator: AnyMutator<VerdictInput, HelpmeQueueItem>, on: DecisionEvents) {
  /** The verdict whose reason form is open, or null. */
  const $open = atom<Exclude<Verdict, 'approve'> | null>(null);
  const form = createForm<DecisionValues, DecisionField, VerdictInput, HelpmeQueueItem>({
    draft: null,
    initial: EMPTY,
    validate: decisionErrors,
    fields: { verdict: 'verdict', expected: 'verdict', reason: 'reason', comment: 'comment' },
    mutator,
    data: (v) => ({
      id: item.id, verdict: v.verdict!, expected: item.moderation,
      reason: v.verdict === 'approve' ? null : (v.reason || null), comment: v.comment.trim() || null,
    }),
    done: (result, v) => {
      $open.set(null);
      on.done(v.verdict!, result);
    },
    refused: ({ formError }) => {
      if (formError === alreadyReviewed) on.stale();
    },
  });

  return {
    form,
    $open,
    /** «Опубликовать» (or dismissing reports): no reason asked. */
    approve(): Promise<boolean> {
      form.$values.set({ ...EMPTY, verdict: 'approve' });
      return form.submit();
    },
    /** Opens the reason form of fix, reject or hide. */
    open(verdict: Exclude<Verdict, 'approve'>): void {
      form.$values.set({ ...EMPTY, verdict });
      form.showErrors({});
      $open.set(verdict);
    },
    cancel(): void {
      $open.set(null);
      form.showErrors({});
    },
    submit: (): Promise<boolean> => form.submit(),
  };
}
export type Decision = ReturnType<typeof createDecision>;
