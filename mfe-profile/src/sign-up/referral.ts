// The referral code rule (spec §3, §4) lives in shared/src/referral.ts: the shell remembers a
// code on any page a visitor arrives at, the sign-up pages read and send it.
export { currentReferral, rememberReferral, type ReferralDeps } from '@donor/shared/referral';
