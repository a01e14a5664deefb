// Reads of the section registry (docs/staff.md «Реестр разделов»; docs/ARCHITECTURE.md §2.5):
// the public registry every host overlays on its own build, a section's state as its team sees
// it, and the rollback target walked from the history.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SECTION_APPS, type SectionApp } from '@donor/shared/routes';
import { isSectionApp, type RegistrySection, type SectionRegistry, type SectionState } from '@donor/shared/contract/sections';
import type { Tx } from '../../db.ts';
import { sectionPointers, sectionRegistryLog, sectionReleases, users } from '../../schema.ts';

/** How many releases and history rows a section's state lists (newest first). */
export const STATE_LIMIT = 50;

const stableRelease = alias(sectionReleases, 'stable_release');
const canaryRelease = alias(sectionReleases, 'canary_release');

/** The pointers of one app or of all, with their releases' versions and entries: one query. */
async function pointerRows(db: Tx, app?: SectionApp) {
  return db
    .select({
      app: sectionPointers.app,
      stableId: sectionPointers.stableReleaseId,
      stableVersion: stableRelease.version,
      stableEntry: stableRelease.entry,
      canaryId: sectionPointers.canaryReleaseId,
      canaryVersion: canaryRelease.version,
      canaryEntry: canaryRelease.entry,
      percent: sectionPointers.canaryPercent,
    })
    .from(sectionPointers)
    .leftJoin(stableRelease, eq(stableRelease.id, sectionPointers.stableReleaseId))
    .leftJoin(canaryRelease, eq(canaryRelease.id, sectionPointers.canaryReleaseId))
    .where(app !== undefined ? eq(sectionPointers.app, app) : undefined);
}
type PointerRow = Awaited<ReturnType<typeof pointerRows>>[number];

function sectionOf(row: PointerRow | undefined): RegistrySection {
  if (!row) return { stable: null, canary: null };
  return {
    stable: row.stableVersion !== null && row.stableEntry !== null ? { version: row.stableVersion, entry: row.stableEntry } : null,
    canary:
      row.canaryVersion !== null && row.canaryEntry !== null && row.percent !== null
        ? { version: row.canaryVersion, entry: row.canaryEntry, percent: row.percent }
        : null,
  };
}

/** GET /api/sections/registry/: every app that has a pointer row, in SECTION_APPS order. */
export async function loadRegistry(db: Tx): Promise<SectionRegistry> {
  const rows = await pointerRows(db);
  const sections: SectionRegistry['sections'] = {};
  for (const app of SECTION_APPS) {
    const row = rows.find((r) => r.app === app);
    if (row) sections[app] = sectionOf(row);
  }
  return { sections };
}

/** The pointer of one app (stable and canary), for a write to compare against. */
export async function loadPointer(db: Tx, app: SectionApp): Promise<RegistrySection & { stableId: number | null; canaryId: number | null }> {
  const [row] = await pointerRows(db, app);
  return { ...sectionOf(row), stableId: row?.stableId ?? null, canaryId: row?.canaryId ?? null };
}

/** GET /api/staff/sections/{app}/ and every write's answer. */
export async function loadState(db: Tx, app: SectionApp): Promise<SectionState> {
  const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
  const [pointer] = await pointerRows(db, app);
  const releases = await db
    .select({ r: sectionReleases, first: users.firstName, last: users.lastName })
    .from(sectionReleases)
    .leftJoin(users, eq(users.id, sectionReleases.createdBy))
    .where(eq(sectionReleases.app, app))
    .orderBy(desc(sectionReleases.id))
    .limit(STATE_LIMIT);
  const history = await db
    .select({ h: sectionRegistryLog, first: users.firstName, last: users.lastName })
    .from(sectionRegistryLog)
    .leftJoin(users, eq(users.id, sectionRegistryLog.actorId))
    .where(eq(sectionRegistryLog.app, app))
    .orderBy(desc(sectionRegistryLog.id))
    .limit(STATE_LIMIT);
  return {
    app,
    ...sectionOf(pointer),
    releases: releases.map(({ r, first, last }) => ({
      version: r.version,
      entry: r.entry,
      note: r.note,
      created_by: r.createdBy !== null ? { id: r.createdBy, name: nameOf(first, last) } : null,
      created_at: r.createdAt.toISOString(),
    })),
    history: history.map(({ h, first, last }) => ({
      action: h.action,
      version: h.version,
      percent: h.percent,
      actor: { id: h.actorId, name: nameOf(first, last) },
      note: h.note,
      at: h.at.toISOString(),
    })),
  };
}

/**
 * Where a rollback goes: the stable release before the current one. The history is replayed as
 * a stack of stables — a move to a new stable (a deploy, a promote) pushes it, a rollback pops —
 * so rolling back twice after three deploys lands on the first, and once more on the host's own
 * build (null). Equal neighbours are skipped: «before» means a different release.
 */
export async function rollbackTarget(db: Tx, app: SectionApp, currentStableId: number | null): Promise<number | null> {
  if (currentStableId === null) return null;
  const rows = await db
    .select({ action: sectionRegistryLog.action, stable: sectionRegistryLog.stableReleaseId })
    .from(sectionRegistryLog)
    .where(eq(sectionRegistryLog.app, app))
    .orderBy(asc(sectionRegistryLog.id));
  const stack: number[] = [];
  for (const row of rows) {
    if (row.action === 'rollback') {
      stack.pop();
      // Keep the stack's top equal to what the rollback really left (a pointer set otherwise).
      while (stack.length > 0 && stack.at(-1) !== row.stable) stack.pop();
      if (row.stable !== null && stack.at(-1) !== row.stable) stack.push(row.stable);
    } else if (row.stable !== null && stack.at(-1) !== row.stable) {
      stack.push(row.stable);
    }
  }
  while (stack.length > 0 && stack.at(-1) === currentStableId) stack.pop();
  return stack.at(-1) ?? null;
}

/** The release of this app with this version, if registered. */
export async function findRelease(db: Tx, app: SectionApp, version: string) {
  const [row] = await db
    .select()
    .from(sectionReleases)
    .where(sql`${sectionReleases.app} = ${app} and ${sectionReleases.version} = ${version}`)
    .limit(1);
  return row;
}

export const appFrom = (raw: string | undefined): SectionApp | null => (raw !== undefined && isSectionApp(raw) ? raw : null);
