// A picture field (spec §5 "Image"): the browser checks 1 KB–8 MB and ≥ 200×200 with the spec's
// messages before anything is sent (shared/src/image-check.ts), then POST /api/picture/ and the
// form keeps the answer's {id, url}. The error, the browser's or the API's, is tied to the input.
import { useId, useState, type ChangeEvent } from 'react';
import type { Picture, PictureRef } from '@donor/shared/contract/cabinet';
import { checkImageFile, IMAGE_ACCEPT } from '@donor/shared/image-check';
import { Button } from '@donor/shared/ui/button';
import { Spinner } from '@donor/shared/ui/spinner';
import { cs } from './cabinet.strings.ts';
import { messageOf } from '@donor/shared/form/field-messages';

export interface PictureInputProps {
  label: string;
  hint: string;
  /** Alt text of the preview. */
  alt: string;
  value: PictureRef | null;
  onChange: (picture: PictureRef | null) => void;
  /** The upload mutator's mutate: the picture, or undefined when it failed (see `uploadError`). */
  upload: (file: Blob) => Promise<Picture | undefined>;
  uploadError: () => unknown;
  uploading: boolean;
  /** The API's error for the field that references the picture. */
  error?: string | null;
  removable?: boolean;
}

export function PictureInput({ label, hint, alt, value, onChange, upload, uploadError, uploading, error, removable = true }: PictureInputProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const local = await checkImageFile(file);
    if (local) { setProblem(local); input.value = ''; return; }
    setProblem(null);
    const picture = await upload(file);
    input.value = '';
    if (!picture) { setProblem(messageOf(uploadError(), 'file')); return; }
    onChange({ id: picture.id, url: picture.url });
  };

  return (
    <div className="cab-file">
      <label className="cab-file__label" htmlFor={id}>{label}</label>
      <span id={hintId} className="ui-field__hint">{hint}</span>
      {value && <img className="cab-file__preview" src={value.url} alt={alt} />}
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={uploading}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
        onChange={(e) => void onFile(e)}
      />
      {uploading && <Spinner label={cs.form.uploading} />}
      {shown && <p id={errorId} className="ui-error">{shown}</p>}
      {value && removable && (
        <Button variant="ghost" size="small" onClick={() => { onChange(null); setProblem(null); }}>{cs.form.certificateRemove}</Button>
      )}
    </div>
  );
}
