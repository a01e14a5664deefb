// The donor's blood group and Kell as form choices (spec §3 User blood_group / kell; the values of
// contract/common.ts DonorBloodGroup / DonorKell): '' = «Не знаю», sent as null. Sign-up offers
// the group, settings both; the account's value is the one the station finder highlights.
import { BLOOD_TYPES, type BloodType } from '@donor/shared/contract/helpme-rules';

export type BloodGroupChoice = '' | BloodType;
export type KellChoice = '' | 'positive' | 'negative';

export const BLOOD_GROUPS: readonly BloodType[] = BLOOD_TYPES;

export const isBloodGroup = (v: string): v is BloodType => (BLOOD_TYPES as readonly string[]).includes(v);
export const isKell = (v: string): v is 'positive' | 'negative' => v === 'positive' || v === 'negative';
