// The throttled-login message counts down the real seconds (docs/SECURITY.md «Вход»): the API's
// 429 detail names the wait (shared/src/login-wait.ts); the page re-says it each second with the
// same plural-correct words, then says the donor may try again.
import { useEffect, useState } from 'react';
import { loginThrottledMsg, throttledSeconds } from '@donor/shared/login-wait';

export const TRY_AGAIN = 'Можно попробовать снова.';

/** What the alert shows now: the message itself, or its countdown when it is a throttled login. */
export function countdownText(message: string, startSec: number, elapsedMs: number): string {
  const left = startSec - Math.floor(elapsedMs / 1000);
  return left > 0 ? loginThrottledMsg(left) : TRY_AGAIN;
}

export function useThrottleCountdown(message: string | null): string | null {
  const start = throttledSeconds(message);
  const [elapsedMs, setElapsed] = useState(0);
  useEffect(() => {
    setElapsed(0);
    if (start === null) return undefined;
    const began = Date.now();
    const id = window.setInterval(() => {
      const ms = Date.now() - began;
      setElapsed(ms);
      if (ms >= start * 1000) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [message, start]);
  if (message === null || start === null) return message;
  return countdownText(message, start, elapsedMs);
}
