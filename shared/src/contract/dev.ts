// Contract of the development-only outbox views (docs/ARCHITECTURE.md §3 "Messages";
// api/src/features/outbox/dev-outbox.ts, not mounted in production): browser tests read codes
// and letters from GET /api/dev/outbox.json and run a delivery pass with
// POST /api/dev/outbox/deliver/?now=<ISO>.
import { z } from 'zod';

/** A file sent with a message (a booking's `.ics`), its text as it is. */
export const OutboxAttachment = z.object({ filename: z.string(), content_type: z.string(), content: z.string() });
export type OutboxAttachment = z.infer<typeof OutboxAttachment>;

/** One outbox row as the dev view lists it, newest first (the last 50). */
export const DevOutboxMessage = z.object({
  id: z.number().int(),
  // 'push': a donor alert (target = the user id, body = its JSON; docs/notifications.md).
  channel: z.enum(['sms', 'email', 'push']),
  target: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
  status: z.enum(['pending', 'sent', 'dead']),
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
  attachments: z.array(OutboxAttachment),
});
export type DevOutboxMessage = z.infer<typeof DevOutboxMessage>;

/** What one delivery pass did. */
export const DeliveryPass = z.object({ sent: z.number().int(), retried: z.number().int(), dead: z.number().int() });
export type DeliveryPass = z.infer<typeof DeliveryPass>;

/**
 * POST /api/dev/staff/ (api/src/features/staff/dev-staff.ts, not mounted in production): gives a
 * registered account staff roles, so a browser test that writes as staff works as a person of its
 * own instead of the seeded moderator or nurse (e2e/pages/staff.ts). Stations by slug, as the
 * seed names them.
 */
export const DevStaffBody = z.object({
  user_id: z.number().int().positive(),
  moderator: z.boolean().optional(),
  station_slugs: z.array(z.string().min(1).max(100)).max(20).optional(),
  organization_ids: z.array(z.number().int().positive()).max(20).optional(),
});
export type DevStaffBody = z.input<typeof DevStaffBody>;

/** The account's roles after the grant. */
export const DevStaffRoles = z.object({
  user_id: z.number().int(),
  moderator: z.boolean(),
  station_ids: z.array(z.number().int()),
  organization_ids: z.array(z.number().int()),
});
export type DevStaffRoles = z.infer<typeof DevStaffRoles>;
