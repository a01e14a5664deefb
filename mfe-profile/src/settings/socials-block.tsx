// Settings → linked social accounts (socials.resource.ts): the list with «Отвязать», a
// «Привязать» button per provider (today the sandbox one), the end of a linking round trip when
// the page is opened with ?code&state, and the spec §4/§8 social-login error of the UI state.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Button } from '@donor/shared/ui/button';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { FormAlert, FormNotice } from '../code/form-parts.tsx';
import { errorsOf } from '../code/form-errors.ts';
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
  const { socialError } = useStore(ui.$ui);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Back from the provider: finish linking once, and take code/state out of the address.
  useEffect(() => {
    const ret = linkReturn(window.location.search);
    if (!ret) return;
    window.history.replaceState(window.history.state, '', withoutLinkParams(window.location.href));
    if (ret.error) return;
    setBusy(true);
    res.finishLink(ret, redirectUri()).then(
      () => setNotice(S.socials.linked),
      (error: unknown) => setProblem(errorsOf(error, {}).formError),
    ).finally(() => setBusy(false));
  }, [res]);

  const link = async (provider: string) => {
    setProblem(null);
    setBusy(true);
    try {
      window.location.assign(await res.startLink(provider, redirectUri()));
    } catch (error) {
      setProblem(errorsOf(error, {}).formError);
      setBusy(false);
    }
  };

  return (
    <>
      <p>{S.socials.lead}</p>
      {socialError && <p className="pf-alert" role="alert">{socialError}</p>}
      <FormAlert message={problem ?? (unlink.error ? errorsOf(unlink.error, {}).formError : null)} />
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
