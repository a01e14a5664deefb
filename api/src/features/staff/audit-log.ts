// The append-only audit log (docs/staff.md «Журнал»): every staff action writes one row in the
// same transaction as the change itself, so a change is never without its record and a record
// never without its change. The table refuses UPDATE, DELETE and TRUNCATE (0017_staff.sql).
import type { Tx } from '../../db.ts';
import { staffAudit } from '../../schema.ts';
import type { Acting } from './roles.ts';

export interface AuditRecord {
  /** A verb of the staff dictionary: 'donation.accept', 'station.needs', 'booking.check_in'… */
  action: string;
  object: { type: string; id: number | string };
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(tx: Tx, acting: Acting, at: Date, record: AuditRecord): Promise<void> {
  await tx.insert(staffAudit).values({
    at,
    actorId: acting.actor.userId,
    actorRole: acting.role,
    action: record.action,
    objectType: record.object.type,
    objectId: String(record.object.id),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
