// The optional patient photo (spec §3 Recipient data _image; §5 "Image"): checked in the browser
// as soon as it is chosen — 1 KB to 8 MB and at least 200×200 pixels, decoded for real, so a
// text file renamed .png is refused by its content — with the spec's messages. A refused file is
// not kept; an accepted one stays in the store through a failed submit (its preview too). When a
// returned request is edited, its current photo is shown: a new file replaces it, or the author
// drops it with a checkbox (docs/helpme.md «Модерация»).
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { IMAGE_ACCEPT } from '@donor/shared/image-check';
import { Button } from '@donor/shared/ui/button';
import { interpolate } from '@donor/shared/i18n';
import { s } from '../helpme.strings.ts';
import type { HelpmeForm } from './helpme-form.store.ts';
import { errorId, fieldId } from './field-ids.ts';

function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) { setUrl(null); return; }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function PhotoField({ form }: { form: HelpmeForm }) {
  const { image, imageChecking, errors, dropImage } = useStore(form.$ui);
  const current = form.edit?.image ?? null;
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = usePreview(image);
  const error = errors._image;
  // The input shows the chosen file's name; after a refusal or removal it must be empty again.
  useEffect(() => {
    if (!image && !imageChecking && inputRef.current) inputRef.current.value = '';
  }, [image, imageChecking]);
  const describedBy = ['hm-photo-hint', error ? errorId('_image') : ''].filter(Boolean).join(' ');
  return (
    <div className="ui-field hm-photo">
      <label className="ui-field__label" htmlFor={fieldId('_image')}>
        {s.fields.photo} <span className="hm-muted">({s.fields.optional})</span>
      </label>
      <input
        ref={inputRef}
        id={fieldId('_image')}
        className="ui-input hm-photo__input"
        type="file"
        accept={IMAGE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => void form.pickImage(e.currentTarget.files?.[0] ?? null)}
      />
      <span id="hm-photo-hint" className="ui-field__hint">{s.fields.photoHint}{current && !image && !dropImage ? ` ${s.edit.photoKept}` : ''}</span>
      {current && !image && (
        <div className="hm-edit__current">
          {!dropImage && <img src={current} alt={s.edit.photoCurrent} width={96} height={96} />}
          <label className="ui-checkbox">
            <input type="checkbox" checked={dropImage} onChange={(e) => form.setDropImage(e.currentTarget.checked)} />
            <span>{s.edit.photoDrop}</span>
          </label>
        </div>
      )}
      {imageChecking && <p className="hm-muted" role="status">{s.fields.photoChecking}</p>}
      {image && (
        <div className="hm-photo__chosen">
          {preview && <img src={preview} alt={s.fields.photoPreview} width={96} height={96} />}
          <p role="status">{interpolate(s.fields.photoChosen, { name: image.name })}</p>
          <Button variant="ghost" size="small" onClick={() => void form.pickImage(null)}>{s.fields.photoRemove}</Button>
        </div>
      )}
      {error && <p id={errorId('_image')} className="ui-error" role="alert">{error}</p>}
    </div>
  );
}
