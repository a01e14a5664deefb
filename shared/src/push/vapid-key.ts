// The server's VAPID public key as the Push API takes it (W3C Push API `applicationServerKey`:
// the raw uncompressed P-256 point, 65 bytes; GET /api/push/key/ answers it base64url,
// docs/notifications.md). Shared by the page's opt-in and the service worker's re-subscribe.

/** base64url (with or without padding) → bytes; null when it is not a 65-byte key starting 0x04. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+=*$/.test(base64url)) return null;
  const base64 = base64url.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.length === 65 && bytes[0] === 4 ? bytes : null;
}
