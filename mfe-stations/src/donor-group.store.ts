// The donor's own blood group (spec §2 blood stations screen, §3 User blood_group / kell): set
// once, it highlights that group in every need display (list card, station page, map popup) and
// sorts the stations that need it first. A visitor keeps it in this browser (localStorage); for a
// signed-in donor the ONE source of truth is the account (PATCH /api/auth/me/ {blood_group, kell},
// the mutator of donor-group.resource.ts; also set at sign-up and in settings) and this browser
// only mirrors it (readback from /me, adoptAccountGroup). The mirror is marked with the account's
// id, which tells a visitor's own choice (taken onto an account without a group) from a copy of
// an account's value (dropped when that account clears it, another one signs in, or on logout).
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
  const o = parsed(raw);
  return o ? { group: isGroup(o.group) ? o.group : null, kell: isKell(o.kell) ? o.kell : null } : NO_GROUP;
}

function parsed(raw: unknown): Record<string, unknown> | null {
  let v = raw;
  if (typeof v === 'string') {
    try { v = JSON.parse(v); } catch { return null; }
  }
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
}

/** Whose account the stored value mirrors; null = this browser's own (a visitor's) choice. */
export function mirroredAccount(): number | null {
  const account = parsed(storage()?.getItem(DONOR_GROUP_KEY) ?? null)?.account;
  return typeof account === 'number' ? account : null;
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
  // The window may be gone by the unmount in a test (see online.store.ts).
  return () => { if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage); };
});

function remember(value: DonorGroupValue, account: number | null = null): void {
  const s = storage();
  try {
    if (value.group === null && value.kell === null) s?.removeItem(DONOR_GROUP_KEY);
    else s?.setItem(DONOR_GROUP_KEY, JSON.stringify(account === null ? value : { ...value, account }));
  } catch { /* quota or private mode: keep it in memory */ }
  $donorGroup.set({ group: value.group, kell: value.kell });
}

/** The account took this value (its PATCH answered): the browser now mirrors that account. */
export function mirrorAccount(value: DonorGroupValue, account: number): void {
  remember(value, account);
}

/** Sets the group in this browser; the page reacts at once (the account: donor-group.resource.ts). */
export function setDonorGroup(value: DonorGroupValue): void {
  remember(value);
}

export const sameGroup = (a: DonorGroupValue, b: DonorGroupValue): boolean => a.group === b.group && a.kell === b.kell;

/**
 * On login (or whenever /me answers): the account's group wins over the browser's. An account
 * that has none keeps a visitor's own choice (the resource offers it to the account), but not a
 * copy of an account's value: that one was cleared on the account (e.g. in settings) or belongs
 * to someone else.
 */
export function adoptAccountGroup(user: User | null): void {
  if (!user) return;
  const account = typeof user.id === 'number' ? user.id : null;
  const fromAccount = readDonorGroup({ group: user.blood_group, kell: user.kell });
  if (fromAccount.group === null && fromAccount.kell === null) {
    if (mirroredAccount() !== null) remember(NO_GROUP);
    return;
  }
  if (!sameGroup($donorGroup.get(), fromAccount) || mirroredAccount() !== account) remember(fromAccount, account);
}

/** Signed out: a copy of an account's value is not this visitor's (a shared phone), so it goes. */
export function forgetAccountGroup(): void {
  if (mirroredAccount() !== null) remember(NO_GROUP);
}

/** The need key that matches the donor's group (kell is its own need row). */
export const groupNeedKey = (value: DonorGroupValue): DonorGroup | null => value.group;
