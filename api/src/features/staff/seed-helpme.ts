// PLACEHOLDER — being written (docs/staff.md).
import type { Tx } from '../../db.ts';

export async function seedPendingRequests(_tx: Tx, _now: Date): Promise<void> {}
