import { describe, expect, it } from 'vitest';
import { memoryCookies, memoryStorage } from '@donor/shared/testing/section-props';
import { currentReferral, rememberReferral } from './referral.ts';

describe('referral code (spec §3 ReferralCode cookie + sessionStorage copy, §4)', () => {
  it('remembers ?referral_code= in the cookie and in sessionStorage', () => {
    const cookies = memoryCookies();
    const session = memoryStorage();
    expect(rememberReferral('?referral_code=ANNA2026&utm_source=x', { cookies, session, hasToken: false })).toBe('ANNA2026');
    expect(cookies.values.get('ReferralCode')).toBe('ANNA2026');
    expect(session.getItem('ReferralCode')).toBe('ANNA2026');
    // a later page without the parameter still knows it
    expect(rememberReferral('', { cookies, session, hasToken: false })).toBe('ANNA2026');
  });

  it('the sessionStorage copy serves when the cookie is gone', () => {
    const session = memoryStorage();
    session.setItem('ReferralCode', 'RUSTAM26');
    expect(currentReferral({ cookies: memoryCookies(), session })).toBe('RUSTAM26');
  });

  it('ignores malformed codes and remembers nothing for a logged-in visitor', () => {
    const cookies = memoryCookies();
    const session = memoryStorage();
    expect(rememberReferral('?referral_code=%3Cscript%3E', { cookies, session, hasToken: false })).toBeNull();
    expect(rememberReferral(`?referral_code=${'A'.repeat(33)}`, { cookies, session, hasToken: false })).toBeNull();
    expect(rememberReferral('?referral_code=ANNA2026', { cookies, session, hasToken: true })).toBeNull();
    expect(cookies.values.size).toBe(0);
    expect(currentReferral({ cookies: memoryCookies({ ReferralCode: 'bad code' }), session })).toBeNull();
  });
});
