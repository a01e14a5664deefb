// Settings → profile photo: the current photo (spec §3: 48 px by default, alt «User photo», or
// the default avatar «default User photo»), a file input checked in the browser first
// (photo.store.ts), and removal.
import { useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '@donor/shared/contract/common';
import { IMAGE_ACCEPT } from '@donor/shared/image-check';
import { Button } from '@donor/shared/ui/button';
import { FormNotice } from '../code/form-parts.tsx';
import { createPhotoUpload } from './photo.store.ts';
import type { SettingsDeps } from './settings-deps.ts';
import { settingsStrings as S } from './settings.strings.ts';

const PHOTO_SIZE = 96;

export function PhotoBlock({ deps, user }: { deps: SettingsDeps; user: User }) {
  const photo = useMemo(() => createPhotoUpload(deps), [deps]);
  const state = useStore(photo.$photo);
  const inputRef = useRef<HTMLInputElement>(null);
  const src = user.photo?.small ?? null;
  const describedBy = ['st-photo-hint', state.error ? 'st-photo-error' : null].filter(Boolean).join(' ');
  return (
    <div className="st-photo">
      {src ? (
        <img className="st-photo__img" src={src} alt={S.photo.current} width={PHOTO_SIZE} height={PHOTO_SIZE} />
      ) : (
        <span className="st-photo__img st-photo__img--none" role="img" aria-label={S.photo.none}>
          {(user.first_name || '?').slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="st-photo__controls">
        <input
          ref={inputRef}
          id="st-photo-file"
          className="ui-visually-hidden"
          type="file"
          accept={IMAGE_ACCEPT}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={describedBy}
          disabled={state.busy}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void photo.upload(file).finally(() => { if (inputRef.current) inputRef.current.value = ''; });
          }}
        />
        {/* After the input: its keyboard focus shows on this label (settings.css). */}
        <label className="ui-button ui-button--secondary st-photo__pick" htmlFor="st-photo-file">{S.photo.choose}</label>
        {src && <Button variant="ghost" size="small" loading={state.busy} onClick={() => void photo.remove()}>{S.photo.remove}</Button>}
        <span id="st-photo-hint" className="ui-field__hint">{state.busy ? S.photo.uploading : S.photo.hint}</span>
        {state.error && <p id="st-photo-error" className="ui-error" role="alert">{state.error}</p>}
        <FormNotice message={state.notice} />
      </div>
    </div>
  );
}
