// What the owner sees after a donation (spec §7 "Donations", "Info"): the survey (until it is
// answered: GET /api/donations/{id}/surveys/), the feedback, and «Что будет с кровью дальше»
// (GET /api/info-after-donation/{id}, then POST …/view/ once it is shown: info-view.resource.ts).
// Each block asks for its own data and fails alone.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { cs } from '../cabinet/cabinet.strings.ts';
import { FeedbackForm, SurveyForm } from './after-forms.tsx';
import { createDonationStores, type DonationWrites } from './donations.resource.ts';
import { pingInfoViewWhenShown } from './info-view.resource.ts';

const s = cs.after;

export function AfterDonation({ donationId, writes }: { donationId: number; writes: DonationWrites }) {
  const { query, api } = useSection();
  const stores = useMemo(() => {
    const made = createDonationStores(query, donationId);
    pingInfoViewWhenShown({ query, api }, made.$info, donationId);
    return made;
  }, [query, api, donationId]);
  const surveys = useStore(stores.$surveys);
  const info = useStore(stores.$info);
  return (
    <>
      <section className="cab-block" aria-labelledby="after-title">
        <h2 id="after-title">{s.title}</h2>
        <QueryState value={surveys} loading={<SkeletonList rows={1} />} onRetry={stores.$surveys.revalidate}>
          {(list) => (list.results.length > 0 ? <p className="cab-muted">{s.surveyThanks}</p> : <SurveyForm donationId={donationId} writes={writes} />)}
        </QueryState>
        <FeedbackForm donationId={donationId} writes={writes} />
      </section>
      <section className="cab-block" aria-labelledby="info-title">
        <h2 id="info-title">{s.info}</h2>
        <QueryState value={info} loading={<SkeletonList rows={2} />} onRetry={stores.$info.revalidate}>
          {(data) => (
            <>
              <p><strong>{data.title}</strong></p>
              <ol className="cab-steps">
                {data.steps.map((step) => (
                  <li key={step.title}><strong>{step.title}.</strong> {step.text}</li>
                ))}
              </ol>
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}
