// Settings → linked social accounts (socials.resource.ts): the list with «Отвязать», a
// «Привязать» button per provider (today the sandbox one), the end of a linking round trip when
// the page is opened with ?code&state, and the spec §4/§8 social-login error of the UI state.
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Button } from '@donor/shared/ui/button';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { messageOf } from '@donor/shared/form/field-messages';
import { FormAlert, FormNotice } from '../code/form-parts.tsx';
import { createSocialsResource, linkReturn, withoutLinkParams } from './socials.resource.ts';
import { settingsStrings as S } from './settings.strings.ts';

/** Providers offered for linking; the API refuses one that is off (MSG.oauthProvider). */
const PROVIDERS = [{ id: 'sandbox', title: S.socials.sandbox }];

/** The return address: this page, no query (the provider adds code and state). */
const redirectUri = () => `${window.location.origin}${pathTo('profile-settings-personal')}`;

export function SocialsBlock() {
  const { query, api, ui } = useSection();
  const res = useMemo(() => createSocialsResource({ query, api }, window.sessionStorage), [query, api]);
  const socials = useStore(res.$socials);
  const unlink = useStore(res.$unlink);
  const start = useStore(res.$startLink);
  const finish = useStore(res.$finishLink);
  const { socialError } = useStore(ui.$ui);
  // Busy while a half of the round trip runs, and once the provider's page is known (we are leaving).
  const busy = start.loading === true || finish.loading === true || start.data !== undefined;
  const failed = start.error ?? finish.error ?? unlink.error;
  const problem = failed === undefined ? null : messageOf(failed);
  const notice = finish.data ? S.socials.linked : null;

  // Back from the provider: finish linking once, and take code/state out of the address.
  useEffect(() => {
    const ret = linkReturn(window.location.search);
    if (!ret) return;
    window.history.replaceState(window.history.state, '', withoutLinkParams(window.location.href));
    if (ret.error) return;
    void res.finishLink(ret, redirectUri());
  }, [res]);

  const link = async (provider: string) => {
    const url = await res.startLink(provider, redirectUri());
    if (url) window.location.assign(url);
  };

  return (
    <>
      <p>{S.socials.lead}</p>
      {socialError && <p className="pf-alert" role="alert">{socialError}</p>}
      <FormAlert message={problem} />
      <QueryState value={socials} onRetry={res.$socials.revalidate} loading={<SkeletonList rows={1} />}>
        {(list) => list.length === 0 ? <p>{S.socials.empty}</p> : (
          <ul className="st-socials">
            {list.map((s) => (
              <li key={s.id}>
                <span><strong>{s.provider_title}</strong>: {s.display_name} <span className="ui-field__hint">{interpolate(S.socials.since, { date: formatDate(s.created_at) })}</span></span>
                <Button variant="ghost" size="small" disabled={unlink.loading} aria-label={interpolate(S.socials.unlinkLabel, { provider: s.provider_title, name: s.display_name })} onClick={() => void res.$unlink.mutate(s.id)}>
                  {S.socials.unlink}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <div className="pf-actions">
        {PROVIDERS.map((p) => (
          <Button key={p.id} variant="secondary" loading={busy} onClick={() => void link(p.id)} aria-label={interpolate(S.socials.linkTo, { provider: p.title })}>
            {S.socials.link}
          </Button>
        ))}
      </div>
      <FormNotice message={notice} />
    </>
  );
}
