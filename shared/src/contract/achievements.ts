// Contract of achievements (spec §2 /achievements/, /profile/achievements; §7 "Collective
// donations, gifts, achievements" and GET/PATCH /api/auth/{id}/achievements/; §9 feed page size
// 20). The catalogue of achievement types and their stages is data written once here: the API
// computes stages from it (api/src/features/achievements/compute.ts), the pages show its titles. The
// honorary titles' thresholds are NOT here: they come from the eligibility engine
// (shared/src/eligibility/honorary.ts), so each has one stage «reached».
// Public answers never carry a user id (docs/SECURITY.md F21): a feed item's `id` is the
// achievement record's own id and the donor is shown as «Имя Ф.» or «Донор».
import { z } from 'zod';
import * as MSG from '../messages.ts';
import { listOf } from './common.ts';

export const ACHIEVEMENT_TYPES = [
  'first_donation',
  'whole_blood',
  'honorary_moscow',
  'honorary_russia',
  'first_plasma',
  'event_donation',
  'helpme_answer',
  'monthly_donor',
  'referral_donated',
] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

export interface AchievementStageDef {
  /** 1, 2, 3…: the order of the stages. */
  stage: number;
  /** How many of the counted things reach it (donations, months, referrals; honorary: 1 = the title). */
  threshold: number;
  title: string;
}

export interface AchievementDef {
  type: AchievementType;
  title: string;
  description: string;
  stages: readonly AchievementStageDef[];
}

const st = (thresholds: number[], title: (n: number) => string): AchievementStageDef[] =>
  thresholds.map((threshold, i) => ({ stage: i + 1, threshold, title: title(threshold) }));

/** Russian plural of a count (Intl rules for ru). */
const ruPlural = new Intl.PluralRules('ru');
export const plural = (n: number, one: string, few: string, many: string): string => {
  const f = ruPlural.select(n);
  return f === 'one' ? one : f === 'few' ? few : many;
};
const donationsWord = (n: number) => `${n} ${plural(n, 'донация', 'донации', 'донаций')}`;

/**
 * What counts: the donor's confirmed donations (accepted), dated today or before — the one rule
 * of contract/donation-trust.ts; a pending one is shown as «засчитаем после подтверждения».
 */
export const ACHIEVEMENTS: readonly AchievementDef[] = [
  { type: 'first_donation', title: 'Первая донация', description: 'Сдать кровь или её компоненты в первый раз', stages: st([1], () => 'Первая донация') },
  {
    type: 'whole_blood',
    title: 'Цельная кровь',
    description: 'Донации цельной крови',
    stages: st([3, 5, 10, 20, 40], (n) => `${donationsWord(n)} цельной крови`),
  },
  {
    type: 'honorary_moscow',
    title: 'Почётный донор Москвы',
    description: 'Набрать донации, нужные для знака «Почётный донор Москвы»',
    stages: st([1], () => 'Почётный донор Москвы'),
  },
  {
    type: 'honorary_russia',
    title: 'Почётный донор России',
    description: 'Набрать донации, нужные для знака «Почётный донор России»',
    stages: st([1], () => 'Почётный донор России'),
  },
  { type: 'first_plasma', title: 'Первая плазма', description: 'Сдать плазму в первый раз', stages: st([1], () => 'Первая плазма') },
  {
    type: 'event_donation',
    title: 'Донор на акции',
    description: 'Сдать кровь в день донорской акции, на которую вы записались, на её станции',
    stages: st([1, 3, 5], (n) => (n === 1 ? 'Донация на акции' : `${donationsWord(n)} на акциях`)),
  },
  {
    type: 'helpme_answer',
    title: 'Откликнулся на просьбу',
    description: 'Откликнуться на просьбу о помощи реципиенту и сдать кровь после отклика',
    stages: st([1, 3, 5], (n) => (n === 1 ? 'Первый отклик' : `${n} ${plural(n, 'отклик', 'отклика', 'откликов')}`)),
  },
  {
    type: 'monthly_donor',
    title: 'Ежемесячная поддержка',
    description: 'Поддерживать проект ежемесячным платежом несколько месяцев подряд',
    stages: st([3, 6, 12], (n) => `${n} ${plural(n, 'месяц', 'месяца', 'месяцев')} подряд`),
  },
  {
    type: 'referral_donated',
    title: 'Привёл донора',
    description: 'Пригласить друзей по своей ссылке: засчитываются те, кто сдал кровь',
    stages: st([1, 3, 10], (n) => `${n} ${plural(n, 'приглашённый донор', 'приглашённых донора', 'приглашённых доноров')}`),
  },
];

export const achievementDef = (type: string): AchievementDef | undefined => ACHIEVEMENTS.find((a) => a.type === type);

/** How many achievements a donor may pin (the first ones on the profile; our decision, spec §7 is silent). */
export const MAX_PINNED = 3;
/** spec §9: the achievements feed page size. */
export const FEED_PAGE_SIZE = 20;

export const ACHIEVEMENT_MSG = {
  notReached: 'Это достижение ещё не получено',
  tooManyPinned: `Закрепить можно не больше ${MAX_PINNED} достижений`,
  repeated: 'Достижение указано дважды',
  ownerType: 'Поддерживается только owner_type=user',
} as const;

// ---------------------------------------------------------------- answers

const stage = z.object({ stage: z.number().int().positive(), threshold: z.number().int().positive(), title: z.string(), holders_count: z.number().int().nonnegative() });

/** GET /api/achievements/?owner_type=user&first_stage_achievements=1: the public catalogue. */
export const AchievementInfo = z.object({
  type: z.enum(ACHIEVEMENT_TYPES),
  title: z.string(),
  description: z.string(),
  stages: z.array(stage),
  /** Donors who reached at least the first stage. */
  holders_count: z.number().int().nonnegative(),
});
export type AchievementInfo = z.infer<typeof AchievementInfo>;
export const AchievementCatalog = z.object({ results: z.array(AchievementInfo) });
export type AchievementCatalog = z.infer<typeof AchievementCatalog>;

/** GET /api/auth/{id}/achievements/: every type, reached or not (stage_reached 0 = none yet). */
export const MyAchievement = z.object({
  type: z.enum(ACHIEVEMENT_TYPES),
  title: z.string(),
  description: z.string(),
  stage_reached: z.number().int().nonnegative(),
  /** The reached stage's title; null when none. */
  stage_title: z.string().nullable(),
  /** ISO time the reached stage was first reached; null when none. */
  reached_at: z.string().nullable(),
  /** Toward the next stage; null when the last stage is reached. Honorary: current = counted donations, next_threshold = current + the fewest still needed. */
  progress: z.object({ current: z.number().int().nonnegative(), next_threshold: z.number().int().positive() }).nullable(),
  pinned: z.boolean(),
  /** The donor's donations waiting for confirmation would reach the next stage: «засчитаем после подтверждения». */
  pending: z.boolean(),
});
export type MyAchievement = z.infer<typeof MyAchievement>;
export const MyAchievements = z.object({ results: z.array(MyAchievement) });
export type MyAchievements = z.infer<typeof MyAchievements>;

/** feed-achievements and frequest-guest-latest-achievement-user/{id}: page_size 20 (spec §9). */
export const FeedItem = z.object({
  /** The achievement record's id, not the donor's. */
  id: z.number().int().positive(),
  type: z.enum(ACHIEVEMENT_TYPES),
  stage: z.number().int().positive(),
  /** The stage's title. */
  title: z.string(),
  reached_at: z.string(),
  /** «Имя Ф.», or «Донор» when the donor hides the name. */
  donor_name: z.string(),
  photo: z.string().nullable(),
});
export type FeedItem = z.infer<typeof FeedItem>;
export const FeedPage = listOf(FeedItem);
export type FeedPage = z.infer<typeof FeedPage>;

export const PinnedAchievements = z.object({ achievement_types: z.array(z.enum(ACHIEVEMENT_TYPES)) });
export type PinnedAchievements = z.infer<typeof PinnedAchievements>;

// ---------------------------------------------------------------- requests

const achievementType = z.enum(ACHIEVEMENT_TYPES, { error: MSG.choice });

/** PATCH /api/auth/{id}/achievements/: pin (default) or unpin one reached achievement. */
export const PinBody = z.object({
  achievement_type: achievementType,
  pinned: z.boolean({ error: MSG.type }).optional().default(true),
});
export type PinBody = z.input<typeof PinBody>;

/** PATCH /api/pinned-achievements/: the whole pinned list, in order (≤ MAX_PINNED, each reached). */
export const PinnedBody = z.object({
  achievement_types: z
    .array(achievementType, { error: MSG.type })
    .max(MAX_PINNED, ACHIEVEMENT_MSG.tooManyPinned)
    .refine((a) => new Set(a).size === a.length, ACHIEVEMENT_MSG.repeated),
});
export type PinnedBody = z.input<typeof PinnedBody>;

/** type_feed: one achievement type, or `all` (default). */
export const TYPE_FEED_VALUES = ['all', ...ACHIEVEMENT_TYPES] as const;
export type TypeFeed = (typeof TYPE_FEED_VALUES)[number];
