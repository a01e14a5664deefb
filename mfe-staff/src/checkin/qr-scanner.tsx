// Reading the donor's QR code with the device camera (docs/booking.md «Отметка в станции»): the
// browser's own BarcodeDetector where it has one (Chrome on Android, Safari 17+…), so the page
// ships no decoder; where it has none, the page hides the button and the code is typed. The
// camera runs only while the dialog is open: closing it, a read code or leaving the page stops
// every track of the stream (the camera light goes off).
import { useEffect, useRef, useState } from 'react';
import { Button } from '@donor/shared/ui/button';
import { Modal } from '@donor/shared/ui/modal';
import { ck } from './checkin.strings.ts';
import { scannedCode } from './checkin-logic.ts';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Not in TypeScript's DOM library yet: read it off `window` when it is there. */
const detectorClass = (): BarcodeDetectorClass | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window ? (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector : null;

/** This browser can read a QR code from the camera: a BarcodeDetector that knows QR, and camera access. */
export async function canScan(): Promise<boolean> {
  const Detector = detectorClass();
  if (!Detector || typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return false;
  try {
    const formats = await Detector.getSupportedFormats?.();
    return formats === undefined || formats.includes('qr_code');
  } catch {
    return false;
  }
}

/** `canScan()` for a component: false until known (the button appears only where scanning works). */
export function useCanScan(): boolean {
  const [can, setCan] = useState(false);
  useEffect(() => {
    let live = true;
    void canScan().then((yes) => { if (live) setCan(yes); });
    return () => { live = false; };
  }, []);
  return can;
}

const SCAN_EVERY_MS = 250;

export function QrScanner({ open, onClose, onCode }: { open: boolean; onClose: () => void; onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [message, setMessage] = useState<string>(ck.scanner.starting);
  const [failed, setFailed] = useState(false);
  // The latest callback without restarting the camera when the parent re-renders.
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (!open) return;
    const Detector = detectorClass();
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    setMessage(ck.scanner.starting);
    setFailed(false);
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (videoRef.current) videoRef.current.srcObject = null;
    };
    const scan = async (detector: BarcodeDetectorLike) => {
      if (stopped) return;
      const video = videoRef.current;
      if (video && video.readyState >= 2) {
        try {
          for (const found of await detector.detect(video)) {
            const code = scannedCode(found.rawValue);
            if (code) {
              stop();
              onCodeRef.current(code);
              return;
            }
            setMessage(ck.scanner.notCode);
          }
        } catch {
          // A frame the detector could not read: try the next one.
        }
      }
      if (!stopped) timer = window.setTimeout(() => void scan(detector), SCAN_EVERY_MS);
    };
    (async () => {
      if (!Detector) throw new Error('no BarcodeDetector');
      // The back camera on a phone; any camera elsewhere.
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      if (stopped) { stop(); return; }
      const video = videoRef.current;
      if (!video) { stop(); return; }
      video.srcObject = stream;
      await video.play();
      setMessage(ck.scanner.hint);
      void scan(new Detector({ formats: ['qr_code'] }));
    })().catch((error: unknown) => {
      if (stopped) return;
      stop();
      setFailed(true);
      setMessage(error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError') ? ck.scanner.denied : ck.scanner.failed);
    });
    return stop;
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} title={ck.scanner.title} className="staff-checkin__scanner">
      <video ref={videoRef} className="staff-checkin__video" muted playsInline aria-label={ck.scanner.video} />
      <p className={failed ? 'staff-alert' : 'staff-muted'} role={failed ? 'alert' : 'status'}>{message}</p>
      <Button variant="secondary" block onClick={onClose} data-autofocus>{ck.scanner.close}</Button>
    </Modal>
  );
}
