// The certificate of a donation, to read it (docs/staff.md «Проверка донаций»): zoom and rotate by
// buttons (keyboard and touch alike, 44 px targets), or by keys on the focused picture (+/− zoom,
// R rotates, arrows scroll it natively); the state is announced in words. The picture is the
// donor's private file, served to moderators by the picture endpoint with the session cookie.
// The stage takes the rotated picture's proportions, so a turned certificate scrolls as a whole
// instead of spilling over the frame.
import { useState, type KeyboardEvent } from 'react';
import type { Picture } from '@donor/shared/contract/common';
import { Button } from '@donor/shared/ui/button';
import { ds } from './donations.strings.ts';

const ZOOMS = [1, 1.5, 2, 3, 4] as const;

export interface ViewState {
  zoom: number;
  angle: 0 | 90 | 180 | 270;
}

export const START: ViewState = { zoom: 0, angle: 0 };
export const zoomIn = (v: ViewState): ViewState => ({ ...v, zoom: Math.min(v.zoom + 1, ZOOMS.length - 1) });
export const zoomOut = (v: ViewState): ViewState => ({ ...v, zoom: Math.max(v.zoom - 1, 0) });
export const rotate = (v: ViewState, by: 90 | -90): ViewState => ({ ...v, angle: (((v.angle + by) % 360) + 360) % 360 as ViewState['angle'] });

/** The stage's and the picture's box, in percent of the stage (see the file's comment). */
export function layout(picture: Pick<Picture, 'width' | 'height'>, v: ViewState) {
  const turned = v.angle === 90 || v.angle === 270;
  const ratio = picture.width / picture.height;
  return {
    stageWidth: `${ZOOMS[v.zoom]! * 100}%`,
    aspectRatio: turned ? `${picture.height} / ${picture.width}` : `${picture.width} / ${picture.height}`,
    // Turned, the picture's own width is the stage's height and its height the stage's width.
    imageWidth: turned ? `${ratio * 100}%` : '100%',
    imageHeight: turned ? `${100 / ratio}%` : '100%',
  };
}

export function CertificateViewer({ picture, alt }: { picture: Picture; alt: string }) {
  const [view, setView] = useState<ViewState>(START);
  const box = layout(picture, view);
  const s = ds.certificate;
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = e.key === '+' || e.key === '=' ? zoomIn(view) : e.key === '-' || e.key === '−' ? zoomOut(view) : e.key === 'r' || e.key === 'R' || e.key === 'к' || e.key === 'К' ? rotate(view, e.shiftKey ? -90 : 90) : null;
    if (!next) return;
    e.preventDefault();
    setView(next);
  };
  return (
    <figure className="staff-donations__certificate">
      <div className="staff-donations__tools" role="toolbar" aria-label={s.tools}>
        <Button variant="secondary" size="small" onClick={() => setView(zoomOut(view))} disabled={view.zoom === 0} aria-label={s.zoomOut}>−</Button>
        <Button variant="secondary" size="small" onClick={() => setView(zoomIn(view))} disabled={view.zoom === ZOOMS.length - 1} aria-label={s.zoomIn}>+</Button>
        <Button variant="secondary" size="small" onClick={() => setView(rotate(view, -90))} aria-label={s.rotateLeft}>↺</Button>
        <Button variant="secondary" size="small" onClick={() => setView(rotate(view, 90))} aria-label={s.rotateRight}>↻</Button>
        <Button variant="ghost" size="small" onClick={() => setView(START)} disabled={view.zoom === 0 && view.angle === 0}>{s.reset}</Button>
      </div>
      <div className="staff-donations__viewport" tabIndex={0} role="group" aria-label={alt} aria-describedby="staff-donations-view-keys" onKeyDown={onKey}>
        <div className="staff-donations__stage" style={{ width: box.stageWidth, aspectRatio: box.aspectRatio }}>
          <img
            src={picture.url}
            alt={alt}
            className="staff-donations__image"
            style={{ width: box.imageWidth, height: box.imageHeight, transform: `translate(-50%, -50%) rotate(${view.angle}deg)` }}
          />
        </div>
      </div>
      <figcaption className="staff-muted">
        <span aria-live="polite">{s.state(ZOOMS[view.zoom]! * 100, view.angle)}</span>
        {' · '}
        <span id="staff-donations-view-keys">{s.keys}</span>
        {' · '}
        <a href={picture.url} target="_blank" rel="noopener noreferrer">{s.open}</a>
      </figcaption>
    </figure>
  );
}
