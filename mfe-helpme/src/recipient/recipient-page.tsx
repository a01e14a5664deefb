// /recipient/{id} (route table 'recipient'; spec §2, §3 Recipient need, §4 Recipient status and
// Joining, §8): the patient, what blood is needed where and until when, how many donors signed
// up of how many needed, the days to sign up for, sharing, and closing for the author or staff.
// A failed load (or an id that cannot be one) goes to /404/ (spec §8). Moderation (docs/helpme.md
// «Модерация»): the author sees a request that is not yet public with its review (review-notice.tsx)
// and nothing to share or join; any other visitor may report a published one («Пожаловаться»).
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { EntityPage } from '@donor/shared/ui/entity-page';
import { navigate } from '@donor/shared/ui/link';
import { usePageTitle, type SectionPageProps } from '@donor/shared/ui/use-section-route';
import { recipientIdOf } from '@donor/shared/first-screen';
import { loginHref } from '@donor/shared/routes';
import type { RecipientNeed } from '@donor/shared/contract/helpme';
import { s } from '../helpme.strings.ts';
import { createRecipientPage, type RecipientPageModel } from './recipient.resource.ts';
import { isActive } from './recipient-slots.ts';
import { RecipientJoin } from './recipient-join.tsx';
import { ShareButton } from './share-button.tsx';
import { CloseRequest } from './close-request.tsx';
import { NeedLinks } from '../needs/need-links.tsx';
import { ReportRequest } from './report-request.tsx';
import { reviewOf } from './review-notice.tsx';
import { RecipientTop } from './recipient-top.tsx';
import { WhoCanHelp } from './who-can-help.tsx';

const goLogin = () => navigate(loginHref(window.location.pathname + window.location.search));

export function RecipientPage({ params }: SectionPageProps) {
  const id = recipientIdOf(params.id);
  const { query, api, auth } = useSection();
  const page = useMemo(() => (id === null ? null : createRecipientPage({ query, api, auth }, id, { goLogin })), [query, api, auth, id]);
  return (
    <EntityPage store={page?.$need ?? null} failedIsNotFound className="hm-page" loadingLabel={s.recipient.loading}>
      {(need) => page && <RecipientArticle page={page} need={need} />}
    </EntityPage>
  );
}

function RecipientArticle({ page, need }: { page: RecipientPageModel; need: RecipientNeed }) {
  usePageTitle(`${s.recipient.needFor}: ${need.title}`);
  const now = new Date();
  const active = isActive(need, now);
  const review = reviewOf(need.moderation);
  // The top (frame, head, review, progress, facts) is the host's picture of the first screen too
  // (recipient-top.tsx, src/app/first-screen-paints.tsx); what follows has controls.
  return (
    <RecipientTop need={need} now={now}>
      <div className="hm-actions">
        {!review && <ShareButton title={need.title} />}
        {need.can_close && active && <CloseRequest page={page} />}
        {need.moderation === null && !need.is_author && <ReportRequest page={page} />}
      </div>

      {active && !review && <WhoCanHelp need={need} />}

      {review ? <p className="hm-note">{s.review.notPublic}</p>
        : active ? <RecipientJoin page={page} need={need} /> : <p className="hm-note" role="status">{s.recipient.finished}</p>}

      <OtherNeeds page={page} />
    </RecipientTop>
  );
}

function OtherNeeds({ page }: { page: RecipientPageModel }) {
  const others = useStore(page.$others);
  if (others.length === 0) return null;
  return (
    <section className="hm-block" aria-labelledby="hm-others">
      <h2 id="hm-others">{s.recipient.others}</h2>
      <NeedLinks needs={others} />
    </section>
  );
}
