// /fundraising/{slug} (spec §2): one fundraiser with its progress and the donation form earmarked
// for it (metadata collect_id). The widget slot is hidden on this path (spec §2), so the form
// lives in the page.
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { createLoader } from './loader.store.ts';
import { LoadState } from './status.tsx';
import { Progress } from './progress.tsx';
import type { Collect } from './pages.types.ts';
import { DonationFormView } from '../form/donation-form.tsx';
import { useSectionForm } from '../app/section-form.ts';
import { P } from '../donate.strings.ts';

export function FundraiserPage({ slug }: { slug: string }) {
  const props = useSection();
  const $one = useMemo(() => createLoader(() => props.api.get<Collect>(`/api/collects/${encodeURIComponent(slug)}/`)), [props.api, slug]);
  const state = useStore($one);
  useEffect(() => { if (state.status === 'ok') props.ui.setTitle(state.data.title); }, [state, props.ui]);
  return (
    <section className="dp">
      <LoadState state={state} />
      {state.status === 'ok' && (
        <>
          <h1>{state.data.title}</h1>
          <p className="dp__lead">{state.data.description}</p>
          <Progress c={state.data} />
          {state.data.is_active && <CollectForm id={state.data.id} />}
        </>
      )}
    </section>
  );
}

function CollectForm({ id }: { id: number }) {
  const form = useSectionForm(useSection(), { key: `donation-draft:collect:${id}`, collectId: String(id) });
  return <DonationFormView form={form} offerHref="/offer" />;
}
