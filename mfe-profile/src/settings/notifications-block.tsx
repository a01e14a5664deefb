// Settings → notifications per channel (notifications.resource.ts): one switch per channel,
// each a POST toggle whose answer replaces the cached settings.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { NotificationChannel } from '@donor/shared/contract/account';
import { useSection } from '@donor/shared/ui/section-context';
import { Checkbox } from '@donor/shared/ui/checkbox';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { FormAlert } from '../code/form-parts.tsx';
import { messageOf } from '@donor/shared/form/field-messages';
import { createNotificationsResource } from './notifications.resource.ts';
import { settingsStrings as S } from './settings.strings.ts';

const CHANNELS: NotificationChannel[] = ['email', 'sms'];

export function NotificationsBlock() {
  const { query, api } = useSection();
  const res = useMemo(() => createNotificationsResource({ query, api }), [query, api]);
  const settings = useStore(res.$settings);
  const toggle = useStore(res.$toggle);
  return (
    <>
      <p>{S.notifications.lead}</p>
      <FormAlert message={toggle.error ? messageOf(toggle.error) : null} />
      <QueryState value={settings} onRetry={res.$settings.revalidate} loading={<SkeletonList rows={1} />}>
        {(data) => (
          <div role="group" aria-labelledby="st-notifications">
            {CHANNELS.map((channel) => (
              <Checkbox
                key={channel}
                id={`st-notify-${channel}`}
                checked={data[channel]}
                disabled={toggle.loading}
                onChange={() => void res.$toggle.mutate({ channel })}
                label={S.notifications[channel]}
              />
            ))}
          </div>
        )}
      </QueryState>
    </>
  );
}
