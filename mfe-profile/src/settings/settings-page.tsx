// /profile/settings/personal (spec §2 account settings; the guards send /profile/settings here
// and require login): one page of sections, each its own form with its own alert, so a failure
// in one never loses the edits of another. The donor is the shell's auth store's user.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { SkeletonList } from '@donor/shared/ui/states';
import { PersonalBlock } from './personal-block.tsx';
import { PhotoBlock } from './photo-block.tsx';
import { BloodGroupBlock } from './blood-group-block.tsx';
import { bloodGroupStrings } from './blood-group.strings.ts';
import { ContactBlock } from './contact-block.tsx';
import { DeleteBlock, PasswordBlock, PrivacyBlock } from './account-blocks.tsx';
import { NotificationsBlock } from './notifications-block.tsx';
import { AlertsBlock } from './alerts-block.tsx';
import { SocialsBlock } from './socials-block.tsx';
import type { SettingsDeps } from './settings-deps.ts';
import { settingsStrings as S } from './settings.strings.ts';
import '../code/forms.css';
import './settings.css';
import { SettingsFrame } from '../app/page-frames.tsx';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="st-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function SettingsPage() {
  const { query, api, auth } = useSection();
  const { user } = useStore(auth.$auth);
  const deps = useMemo<SettingsDeps>(() => ({ query, api, auth }), [query, api, auth]);
  // The forms start from the profile as it is now: the user the host handed over may be up to
  // 30 s old (shell/server/session.ts caches it), e.g. right after saving and reloading.
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    void auth.fetchUser().finally(() => setFresh(true));
  }, [auth]);

  return (
    <SettingsFrame>
      {!user || !fresh ? (
        <SkeletonList rows={4} />
      ) : (
        <>
          <Block id="st-personal" title={S.personal.title}><PersonalBlock deps={deps} user={user} /></Block>
          <Block id="st-blood-group" title={bloodGroupStrings.title}><BloodGroupBlock deps={deps} user={user} /></Block>
          <Block id="st-photo" title={S.photo.title}><PhotoBlock deps={deps} user={user} /></Block>
          <Block id="st-email" title={S.email.title}><ContactBlock deps={deps} user={user} kind="email" /></Block>
          <Block id="st-phone" title={S.phone.title}><ContactBlock deps={deps} user={user} kind="phone" /></Block>
          <Block id="st-password" title={S.password.title}><PasswordBlock deps={deps} /></Block>
          <Block id="st-notifications" title={S.notifications.title}><NotificationsBlock /><AlertsBlock deps={deps} userId={user.id} /></Block>
          <Block id="st-privacy" title={S.privacy.title}><PrivacyBlock deps={deps} user={user} /></Block>
          <Block id="st-socials" title={S.socials.title}><SocialsBlock /></Block>
          <Block id="st-deletion" title={S.deletion.title}><DeleteBlock deps={deps} /></Block>
        </>
      )}
    </SettingsFrame>
  );
}
