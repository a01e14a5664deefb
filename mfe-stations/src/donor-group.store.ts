// The donor's own blood group (spec §2 blood stations screen, §3 User blood_group / kell): set
// once, it highlights that group in every need display (list card, station page, map popup) and
// sorts the stations that need it first. A visitor keeps it in this browser (localStorage); a
// logged-in donor also keeps it on the account (PATCH /api/auth/me/ {blood_group, kell}, the
// mutator of donor-group.resource.ts), and on login the account's value wins (readback from /me,
// adoptAccountGroup).
//
// Why not @nanostores/persistent here: the library has ONE storage engine per bundle, and
// shared/src/stores/draft.ts switches it to sessionStorage as soon as a form draft is created
// (the event page's slot draft lives in this same bundle). A persistentAtom would then forget the
// group when the tab closes. This is the same idea — an atom mirrored to storage, following
// other tabs through the `storage` event — pinned to localStorage.
//
// One atom per bundle (not a factory): its single source of truth is the browser's localStorage,
// which every instance would share anyway; the map popup (plain DOM) reads it with .get().
import { atom, onMount } from 'nanostores';
import type { User } from '@donor/shared/contract/common';
import { BLOOD_TYPES, type BloodType } from '@donor/shared/contract/helpme-rules';

/** O+ … AB− in the order donors read them (spec §3 blood_group values). */
export const DONOR_GROUPS = BLOOD_TYPES;
export type DonorGroup = BloodType;
export const DONOR_KELL = ['positive', 'negative'] as const;
export type DonorKell = (typeof DONOR_KELL)[number];

export interface DonorGroupValue {
  group: DonorGroup | null;
  /** Kell is optional: most donors do not know it. */
  kell: DonorKell | null;
}

export const NO_GROUP: DonorGroupValue = { group: null, kell: null };
export const DONOR_GROUP_KEY = 'donor:blood-group';

const isGroup = (v: unknown): v is DonorGroup => typeof v === 'string' && (DONOR_GROUPS as readonly string[]).includes(v);
const isKell = (v: unknown): v is DonorKell => typeof v === 'string' && (DONOR_KELL as readonly string[]).includes(v);

/** A stored (or account) value read defensively: anything unknown is "not told". */
export function readDonorGroup(raw: unknown): DonorGroupValue {
  let v = raw;
  if (typeof v === 'string') {
    try { v = JSON.parse(v); } catch { return NO_GROUP; }
  }
  if (!v || typeof v !== 'object') return NO_GROUP;
  const o = v as Record<string, unknown>;
  return { group: isGroup(o.group) ? o.group : null, kell: isKell(o.kell) ? o.kell : null };
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // private mode: the group lives for this page only
  }
}

function load(): DonorGroupValue {
  const raw = storage()?.getItem(DONOR_GROUP_KEY);
  return raw ? readDonorGroup(raw) : NO_GROUP;
}

/** The donor's group; `.get()` for plain DOM code (map popup), `useStore` in components. */
export const $donorGroup = atom<DonorGroupValue>(load());

onMount($donorGroup, () => {
  $donorGroup.set(load());
  if (typeof window === 'undefined') return;
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === DONOR_GROUP_KEY) $donorGroup.set(load());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

function remember(value: DonorGroupValue): void {
  const s = storage();
  try {
    if (value.group === null && value.kell === null) s?.removeItem(DONOR_GROUP_KEY);
    else s?.setItem(DONOR_GROUP_KEY, JSON.stringify(value));
  } catch { /* quota or private mode: keep it in memory */ }
  $donorGroup.set(value);
}

/** Sets the group in this browser; the page reacts at once (the account: donor-group.resource.ts). */
export function setDonorGroup(value: DonorGroupValue): void {
  remember(value);
}

export const sameGroup = (a: DonorGroupValue, b: DonorGroupValue): boolean => a.group === b.group && a.kell === b.kell;

/**
 * On login (or when /me answers): the account's group wins over the browser's; an account that
 * has none keeps the browser's choice (and does not erase it).
 */
export function adoptAccountGroup(user: User | null): void {
  if (!user) return;
  const fromAccount = readDonorGroup({ group: user.blood_group, kell: user.kell });
  if (fromAccount.group === null) return;
  if (!sameGroup($donorGroup.get(), fromAccount)) remember(fromAccount);
}

/** The need key that matches the donor's group (kell is its own need row). */
export const groupNeedKey = (value: DonorGroupValue): DonorGroup | null => value.group;
