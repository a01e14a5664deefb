// /fundraising/{slug} (spec §2): one fundraiser with its progress and the donation form earmarked
// for it (metadata collect_id). The widget slot is hidden on this path (spec §2), so the form
// lives in the page. The page's title is the fundraiser's.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { NotFound, QueryState } from '@donor/shared/ui/states';
import { usePageTitle, type SectionPageProps } from '@donor/shared/ui/use-section-route';
import { createCollectStore } from './collects.resource.ts';
import { Progress } from './progress.tsx';
import { pathTo } from '@donor/shared/routes';
import { DonationFormView } from '../form/donation-form.tsx';
import { useSectionForm } from '../app/section-form.ts';
import { P } from '../donate.strings.ts';

export function FundraiserPage({ params }: SectionPageProps) {
  const { query } = useSection();
  const slug = params.slug ?? '';
  const $collect = useMemo(() => createCollectStore(query, slug), [query, slug]);
  const value = useStore($collect);
  usePageTitle(value.data?.title);
  return (
    <section className="dp">
      <QueryState value={value} onRetry={$collect.revalidate} notFound={<NotFound title={P.collectNotFound} />}>
        {(collect) => (
          <>
            <FundraiserHead title={collect.title} />
            <p className="dp__lead">{collect.description}</p>
            <Progress c={collect} />
            {collect.is_active && <CollectForm id={collect.id} />}
          </>
        )}
      </QueryState>
    </section>
  );
}

/**
 * The fundraiser's title: the live page and the build's first paint (src/app/pages.ts
 * `firstPaint`, with the title the host fills in from the page's first-screen answer) both render
 * it in the page's block, so it stays where it was painted.
 */
const FundraiserHead = ({ title }: { title: string }) => <h1>{title}</h1>;
export const FundraiserTop = ({ title }: { title: string }) => <section className="dp"><FundraiserHead title={title} /></section>;

function CollectForm({ id }: { id: number }) {
  const form = useSectionForm(useSection(), { key: `donation-draft:collect:${id}`, collectId: String(id) });
  return <DonationFormView form={form} offerHref="/offer" stationsHref={pathTo('stations')} />;
}
