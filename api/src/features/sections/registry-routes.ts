// The section registry's API (docs/staff.md «Реестр разделов»; docs/ARCHITECTURE.md §2.5, §2.6).
// A section team uploads a build to its own immutable prefix and registers it here; the host
// reads the public registry and serves the stable release — or the canary to a share of
// visitors. Every write: the team of that section or a moderator (roles.ts requireSectionTeam),
// one transaction under the app's pointer row lock that moves the pointer, appends the history
// and writes staff_audit; `Idempotency-Key` replays a retried write's answer.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { SectionApp } from '@donor/shared/routes';
import { CanaryBody, isEntryFor, NoteBody, ReleaseBody, SECTION_MSG, type RegistryAction, type RegistrySection } from '@donor/shared/contract/sections';
import {
  abortSection, canarySection, deploySection, promoteSection, rollbackSection, sectionRegistry, sectionState,
} from '@donor/shared/endpoints/sections';
import type { Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { ApiError, fieldError, notFound } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { route } from '../../lib/route.ts';
import { sectionPointers, sectionRegistryLog, sectionReleases } from '../../schema.ts';
import { writeAudit } from '../staff/audit-log.ts';
import { requireSectionTeam, type Acting } from '../staff/roles.ts';
import { appFrom, findRelease, loadPointer, loadRegistry, loadState, rollbackTarget } from './registry-data.ts';

/** The app of the path; an unknown one is 404 before anything else. */
function pathApp(c: Ctx): SectionApp {
  const app = appFrom(c.req.param('app'));
  if (app === null) throw notFound();
  return app;
}

/** What the audit log keeps of a pointer: versions only (entries are in section_releases). */
const auditView = (s: RegistrySection) => ({
  stable: s.stable?.version ?? null,
  canary: s.canary ? { version: s.canary.version, percent: s.canary.percent } : null,
});

interface Move {
  action: RegistryAction;
  stableId: number | null;
  canaryId: number | null;
  percent: number | null;
  /** The release the history row names. */
  version: string | null;
  note: string | null;
}

/** Locks the app's pointer row (made on the first write), so two writes of one app take turns. */
async function lockPointer(tx: Tx, app: SectionApp, now: Date) {
  await tx.insert(sectionPointers).values({ app, updatedAt: now }).onConflictDoNothing();
  await tx.select({ app: sectionPointers.app }).from(sectionPointers).where(eq(sectionPointers.app, app)).for('update');
  return loadPointer(tx, app);
}

/** Moves the pointer, appends the history row and the audit record: one transaction. */
async function applyMove(tx: Tx, acting: Acting, app: SectionApp, now: Date, before: RegistrySection, move: Move): Promise<void> {
  await tx
    .update(sectionPointers)
    .set({ stableReleaseId: move.stableId, canaryReleaseId: move.canaryId, canaryPercent: move.percent, updatedAt: now })
    .where(eq(sectionPointers.app, app));
  await tx.insert(sectionRegistryLog).values({
    app, action: move.action, version: move.version, percent: move.percent, stableReleaseId: move.stableId,
    actorId: acting.actor.userId, note: move.note, at: now,
  });
  const after = await loadPointer(tx, app);
  await writeAudit(tx, acting, now, { action: `section.${move.action}`, object: { type: 'section', id: app }, before: auditView(before), after: auditView(after) });
}

/** A write (its role already checked): the move inside one transaction; answers the app's state. */
async function write(
  c: Ctx,
  app: SectionApp,
  decide: (tx: Tx, now: Date) => Promise<{ status: 200 | 201 } | null>,
) {
  const deps = c.get('deps');
  const now = deps.now();
  const status = await deps.db.transaction(async (tx) => (await decide(tx, now))?.status ?? 200);
  return { status, state: await loadState(deps.db, app) };
}

export function registerSectionRoutes(hono: Hono<ApiEnv>): void {
  // Public: the host asks it about once a second (shell/server/section-registry.ts), and a
  // pointer move must reach visitors at once, so no shared cache keeps it.
  route(hono, sectionRegistry, async (c, io) => {
    const body = await loadRegistry(c.get('deps').db);
    return io.ok(body, 200, { 'Cache-Control': 'no-cache' });
  });

  route(hono, sectionState, async (c, io) => {
    const app = pathApp(c);
    await requireSectionTeam(c, app);
    return io.ok(await loadState(c.get('deps').db, app));
  });

  idempotent(hono, deploySection);
  route(hono, deploySection, ReleaseBody, async (c, io) => {
    const app = pathApp(c);
    const acting = await requireSectionTeam(c, app); // the role before the body (docs/staff.md «Роли»)
    const body = await io.body();
    if (!isEntryFor(app, body.entry)) throw fieldError('entry', SECTION_MSG.entry);
    const { status, state } = await write(c, app, async (tx, now) => {
      const before = await lockPointer(tx, app, now);
      const known = await findRelease(tx, app, body.version);
      if (known) {
        // A retry of the same deploy changes nothing; the same name for another build is refused.
        if (known.entry === body.entry) return { status: 200 };
        throw fieldError('version', SECTION_MSG.versionTaken);
      }
      const [made] = await tx
        .insert(sectionReleases)
        .values({ app, version: body.version, entry: body.entry, note: body.note, createdBy: acting.actor.userId, createdAt: now })
        .returning({ id: sectionReleases.id });
      const canary = body.canary_percent !== undefined;
      await applyMove(tx, acting, app, now, before, {
        action: 'deploy',
        stableId: canary ? before.stableId : made!.id,
        canaryId: canary ? made!.id : null,
        percent: canary ? body.canary_percent! : null,
        version: body.version,
        note: body.note,
      });
      return { status: 201 };
    });
    return io.ok(state, status);
  });

  idempotent(hono, rollbackSection);
  route(hono, rollbackSection, NoteBody, async (c, io) => {
    const app = pathApp(c);
    const acting = await requireSectionTeam(c, app);
    const body = await io.body();
    const { state } = await write(c, app, async (tx, now) => {
      const before = await lockPointer(tx, app, now);
      if (before.stableId === null && before.canaryId === null) throw new ApiError(400, { detail: SECTION_MSG.noRollback });
      const target = await rollbackTarget(tx, app, before.stableId);
      const [release] = target !== null
        ? await tx.select({ version: sectionReleases.version }).from(sectionReleases).where(eq(sectionReleases.id, target))
        : [];
      await applyMove(tx, acting, app, now, before, {
        action: 'rollback', stableId: target, canaryId: null, percent: null, version: release?.version ?? null, note: body.note,
      });
      return { status: 200 };
    });
    return io.ok(state);
  });

  idempotent(hono, canarySection);
  route(hono, canarySection, CanaryBody, async (c, io) => {
    const app = pathApp(c);
    const acting = await requireSectionTeam(c, app);
    const body = await io.body();
    const { state } = await write(c, app, async (tx, now) => {
      const before = await lockPointer(tx, app, now);
      const release = await findRelease(tx, app, body.version);
      if (!release) throw fieldError('version', SECTION_MSG.unknownVersion);
      if (release.id === before.stableId) throw fieldError('version', SECTION_MSG.alreadyStable);
      if (release.id === before.canaryId && before.canary?.percent === body.percent) return null; // already so
      await applyMove(tx, acting, app, now, before, {
        action: 'canary', stableId: before.stableId, canaryId: release.id, percent: body.percent, version: release.version, note: body.note,
      });
      return null;
    });
    return io.ok(state);
  });

  // promote and abort both end a canary: the canary becomes the stable version, or is dropped.
  for (const [descriptor, action] of [[promoteSection, 'promote'], [abortSection, 'abort']] as const) {
    idempotent(hono, descriptor);
    route(hono, descriptor, NoteBody, async (c, io) => {
      const app = pathApp(c);
      const acting = await requireSectionTeam(c, app);
      const body = await io.body();
      const { state } = await write(c, app, async (tx, now) => {
        const before = await lockPointer(tx, app, now);
        if (before.canaryId === null || !before.canary) throw new ApiError(400, { detail: SECTION_MSG.noCanary });
        await applyMove(tx, acting, app, now, before, {
          action, stableId: action === 'promote' ? before.canaryId : before.stableId, canaryId: null, percent: null, version: before.canary.version, note: body.note,
        });
        return null;
      });
      return io.ok(state);
    });
  }
}
