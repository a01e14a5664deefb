// «Сохранить в кабинете» of the self-check (docs/eligibility.md «Самопроверка»): the one write of
// the page, a logged-in donor's deferral through the cabinet's own endpoint (POST /api/deferrals/),
// which moves their next possible date. The cabinet's answers that depend on it are dropped from
// the page's query cache, so /profile/ asks again.
import type { DeferralItem } from '@donor/shared/contract/cabinet';
import type { Deferral } from '@donor/shared/eligibility/types';
import { keyOf } from '@donor/shared/endpoint';
import { createDeferral, getEligibility, listDeferrals } from '@donor/shared/endpoints/cabinet';
import type { SectionProps } from '@donor/shared/stores/types';

const ELIGIBILITY_KEY = keyOf(getEligibility, null);
const DEFERRALS_PREFIX = keyOf(listDeferrals, null);

export function createSelfCheckSave({ query, api }: Pick<SectionProps, 'query' | 'api'>) {
  return query.createMutatorStore<Deferral, DeferralItem>(async ({ data }) => {
    const saved = await api.request(createDeferral, { body: { kind: data.kind, from: data.from } });
    query.invalidateKeys((k) => k === ELIGIBILITY_KEY || k.startsWith(DEFERRALS_PREFIX));
    return saved;
  });
}
