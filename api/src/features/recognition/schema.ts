// Drizzle view of api/migrations/0012_recognition.sql and 0037 (kept by hand in sync with it): partner
// bonuses and their codes, collective donations, donor advice, souvenir gift requests.
import { date, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type BonusConditionKind = 'none' | 'donation_within_days' | 'donations_count';

export const bonuses = pgTable('bonuses', {
  id: serial('id').primaryKey(),
  partner: text('partner').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  link: text('link'),
  conditionKind: text('condition_kind').$type<BonusConditionKind>().notNull().default('none'),
  conditionValue: integer('condition_value').notNull().default(0),
  cityId: integer('city_id'),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** Free codes, kept by a trigger on bonus_codes (0037_bonus_codes_left.sql). */
  codesLeft: integer('codes_left').notNull().default(0),
});

export const bonusCodes = pgTable('bonus_codes', {
  id: serial('id').primaryKey(),
  bonusId: integer('bonus_id').notNull(),
  code: text('code').notNull(),
  takenBy: integer('taken_by'),
  takenAt: ts('taken_at'),
});

export const bonusLinkChecks = pgTable(
  'bonus_link_checks',
  { bonusId: integer('bonus_id').notNull(), userId: integer('user_id').notNull(), checkedAt: ts('checked_at').notNull() },
  (t) => [primaryKey({ columns: [t.bonusId, t.userId] })],
);

export const bonusFeedback = pgTable('bonus_feedback', {
  id: serial('id').primaryKey(),
  bonusId: integer('bonus_id').notNull(),
  userId: integer('user_id').notNull(),
  rating: smallint('rating').notNull(),
  text: text('text').notNull().default(''),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const collectiveDonations = pgTable('collective_donations', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  bloodStationId: integer('blood_station_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  maxParticipants: integer('max_participants'),
  createdAt: ts('created_at').notNull(),
});

export const collectiveDonationMembers = pgTable(
  'collective_donation_members',
  { collectiveDonationId: integer('collective_donation_id').notNull(), userId: integer('user_id').notNull(), joinedAt: ts('joined_at').notNull() },
  (t) => [primaryKey({ columns: [t.collectiveDonationId, t.userId] })],
);

export const advices = pgTable('advices', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  text: text('text').notNull(),
  createdAt: ts('created_at').notNull(),
});

export type GiftRequestState = 'requested' | 'sent' | 'received' | 'cancelled';
export type GiftDeliveryMethod = 'station' | 'post';

export const giftRequests = pgTable('gift_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  souvenirId: integer('souvenir_id').notNull(),
  state: text('state').$type<GiftRequestState>().notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
  // 0024_gift_delivery.sql: how the donor gets it (null: asked before delivery was asked for).
  delivery: text('delivery').$type<GiftDeliveryMethod>(),
  bloodStationId: integer('blood_station_id'),
  postcode: text('postcode'),
  address: text('address'),
  size: text('size'),
});

export const infoAfterDonationViews = pgTable('info_after_donation_views', {
  donationId: integer('donation_id').primaryKey(),
  userId: integer('user_id').notNull(),
  viewedAt: ts('viewed_at').notNull(),
});
