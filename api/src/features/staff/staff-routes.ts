// The staff's workplace API (docs/staff.md): every /api/staff/… call a moderator, a station's
// staff or an organizer makes, registered in one place so api/src/app.ts stays a table of areas.
// Order matters where literal paths sit beside patterns: shipments' /api/staff/donations/accepted/
// and /shipments/ come before the review's /api/staff/donations/{id}.
import type { Hono } from 'hono';
import type { ApiEnv } from '../../lib/context.ts';
import { registerGiftStaffRoutes } from '../recognition/gifts-staff.ts';
import { registerStaffAccessRoutes } from './staff-access.ts';
import { registerShipmentRoutes } from './shipments.ts';
import { registerDonationReviewRoutes } from './donation-review.ts';
import { registerHelpmeModerationRoutes } from './helpme-moderation.ts';
import { registerStationConsoleRoutes } from './station-console.ts';
import { registerStationVisitStaffRoutes } from './station-visits.ts';
import { registerStaffEventRoutes } from './staff-events.ts';
import { registerCheckinRoutes } from './checkin.ts';

export function registerStaffRoutes(app: Hono<ApiEnv>): void {
  registerGiftStaffRoutes(app); // staff: gift requests list and the team's moves sent/received (docs/recognition.md)
  registerStaffAccessRoutes(app); // staff: the audit log, station-staff grants (docs/staff.md)
  registerShipmentRoutes(app); // staff: «Ваша кровь помогла», before the review's /api/staff/donations/{id}
  registerDonationReviewRoutes(app); // staff: the queue of pending donations, verdicts
  registerHelpmeModerationRoutes(app); // staff: help-me moderation and reports
  registerStationConsoleRoutes(app); // staff: a station's needs, hours, closed days, notices
  registerStationVisitStaffRoutes(app); // staff: a station's visits per opening hour
  registerStaffEventRoutes(app); // staff: events and slots of a station or an organization
  registerCheckinRoutes(app); // staff: the day's roster, check-in by code, «Сдал(а)»
}
