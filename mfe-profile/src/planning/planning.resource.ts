// The donor plan's requests (spec §7 "Donor plan": GET {url}latest/; POST {url} or PATCH {url}{id}/;
// DELETE {url}{id}/ on /api/donation_plan/). The plan answer is put into the cached latest plan
// (null after a delete), so /profile/ and this page agree without asking again.
import type { Api } from '@donor/shared/api';
import type { DonorPlan, DonorPlanBody, DonorPlanUpdateBody } from '@donor/shared/contract/cabinet';
import { createPlan, deletePlan, updatePlan } from '@donor/shared/endpoints/cabinet';
import type { QueryContext } from '@donor/shared/query';
import { PLAN_KEY, createEligibilityStore } from '../cabinet/cabinet.resource.ts';

/** One object type (see DonationSave): `id` null = create. */
export interface PlanSave {
  id: number | null;
  body: DonorPlanBody | DonorPlanUpdateBody;
}

export type PlanningResource = ReturnType<typeof createPlanningResource>;

export function createPlanningResource({ query, api }: { query: QueryContext; api: Api }) {
  const $plan = query.createFetcherStore<DonorPlan | null>(PLAN_KEY);
  const $eligibility = createEligibilityStore({ query, api });

  const $save = query.createMutatorStore<PlanSave, DonorPlan>(async ({ data, getCacheUpdater }) => {
    const saved = data.id === null
      ? await api.request(createPlan, { body: data.body as DonorPlanBody })
      : await api.request(updatePlan, { params: { id: data.id }, body: data.body });
    getCacheUpdater<DonorPlan | null>(PLAN_KEY, false)[0](saved);
    return saved;
  });

  const $cancel = query.createMutatorStore<number, true>(async ({ data: id, getCacheUpdater }) => {
    await api.request(deletePlan, { params: { id } });
    getCacheUpdater<DonorPlan | null>(PLAN_KEY, false)[0](null);
    return true;
  });

  return { $plan, $eligibility, $save, $cancel };
}
