// Stories on the home page (spec §3 Stories; §7 "Stories, bonuses, info, advice"; §9 page size
// 10): GET /api/stories/ (newest first, the list envelope, follow `next`), POST
// /api/stories/{id}/like/, /dislike/, /view/. One reaction per donor and story, a view counted
// once per donor; visitors read but neither react nor count (docs/home.md «Истории»).
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { STORIES_PAGE_SIZE, STORY_REACTIONS, type Story, type StoryReaction } from '@donor/shared/contract/home';
import { STORY_REACTION_ENDPOINTS, listStories, viewStory } from '@donor/shared/endpoints/home';
import type { Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { listBody, pathId, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { currentUser, requireUser } from '../../lib/tokens.ts';
import { notFound } from '../../lib/errors.ts';
import { stories, storyReactions, storyViews } from './schema.ts';

type StoryRow = typeof stories.$inferSelect;

/** Counts and the donor's own reaction for a page of stories: three grouped queries, not per row. */
async function serialize(db: Tx, rows: StoryRow[], userId: number | null): Promise<Story[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const reactions = await db
    .select({
      storyId: storyReactions.storyId,
      likes: sql<number>`count(*) FILTER (WHERE ${storyReactions.reaction} = 'like')::int`,
      dislikes: sql<number>`count(*) FILTER (WHERE ${storyReactions.reaction} = 'dislike')::int`,
    })
    .from(storyReactions)
    .where(inArray(storyReactions.storyId, ids))
    .groupBy(storyReactions.storyId);
  const views = await db
    .select({ storyId: storyViews.storyId, n: count() })
    .from(storyViews)
    .where(inArray(storyViews.storyId, ids))
    .groupBy(storyViews.storyId);
  const mine = new Map<number, StoryReaction>();
  const seen = new Set<number>();
  if (userId !== null) {
    const own = await db.select().from(storyReactions).where(and(inArray(storyReactions.storyId, ids), eq(storyReactions.userId, userId)));
    for (const r of own) mine.set(r.storyId, r.reaction);
    const ownViews = await db.select({ id: storyViews.storyId }).from(storyViews).where(and(inArray(storyViews.storyId, ids), eq(storyViews.userId, userId)));
    for (const v of ownViews) seen.add(v.id);
  }
  const rc = new Map(reactions.map((r) => [r.storyId, r]));
  const vc = new Map(views.map((v) => [v.storyId, v.n]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    text: r.text,
    image: r.image,
    link: r.link,
    published_at: r.publishedAt.toISOString(),
    views: vc.get(r.id) ?? 0,
    likes: rc.get(r.id)?.likes ?? 0,
    dislikes: rc.get(r.id)?.dislikes ?? 0,
    my_reaction: mine.get(r.id) ?? null,
    viewed: seen.has(r.id),
  }));
}

/** A published story (a scheduled one is not there yet) or 404. */
async function publishedStory(c: Ctx): Promise<StoryRow> {
  const { db, now } = c.get('deps');
  const [row] = await db.select().from(stories).where(and(eq(stories.id, pathId(c)), lte(stories.publishedAt, now()))).limit(1);
  if (!row) throw notFound();
  return row;
}

export function registerStoryRoutes(app: Hono<ApiEnv>): void {
  route(app, listStories, async (c, io) => {
    const deps = c.get('deps');
    const page = readPage(c, STORIES_PAGE_SIZE);
    const published = lte(stories.publishedAt, deps.now());
    const [total] = await deps.db.select({ n: count() }).from(stories).where(published);
    const envelope = listBody(c, page, total?.n ?? 0, []);
    const rows = await deps.db.select().from(stories).where(published).orderBy(desc(stories.publishedAt), desc(stories.id)).limit(page.size).offset(page.offset);
    const authed = await currentUser(c, deps);
    // The donor's own reaction and views make the answer personal.
    if (authed) c.header('Cache-Control', 'private, no-store');
    return io.ok({ ...envelope, results: await serialize(deps.db, rows, authed?.user.id ?? null) });
  });

  // Like and dislike (one descriptor each): the one row per donor is inserted or switched; a
  // repeat changes nothing.
  for (const reaction of STORY_REACTIONS) {
    route(app, STORY_REACTION_ENDPOINTS[reaction], async (c, io) => {
      const deps = c.get('deps');
      const { user } = await requireUser(c, deps);
      const row = await publishedStory(c);
      await deps.db
        .insert(storyReactions)
        .values({ storyId: row.id, userId: user.id, reaction, reactedAt: deps.now() })
        .onConflictDoUpdate({
          target: [storyReactions.storyId, storyReactions.userId],
          set: { reaction, reactedAt: deps.now() },
          setWhere: sql`${storyReactions.reaction} <> ${reaction}`,
        });
      const [story] = await serialize(deps.db, [row], user.id);
      return io.ok(story!);
    });
  }

  // A view is counted once per donor: the first one is kept.
  route(app, viewStory, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const row = await publishedStory(c);
    await deps.db.insert(storyViews).values({ storyId: row.id, userId: user.id, viewedAt: deps.now() }).onConflictDoNothing();
    const [story] = await serialize(deps.db, [row], user.id);
    return io.ok(story!);
  });
}
