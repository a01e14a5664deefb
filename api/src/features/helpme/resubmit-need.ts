// The author sends a returned or rejected request again (docs/helpme.md «Модерация»): the same
// form and checks as creating one (create-need.ts), on the same row — nothing is deleted, the
// donors who signed up stay — and it is 'pending' again with a new submitted_at, its photo
// private until a moderator publishes it. Without a new photo the old one stays;
// `remove_image=true` drops it. A replaced photo's file is erased once the change is committed.
import { and, eq, gt, notExists } from 'drizzle-orm';
import type { HelpmeValues } from '@donor/shared/contract/helpme';
import * as HM from '@donor/shared/staff-helpme-messages';
import type { Ctx } from '../../lib/context.ts';
import { ApiError, DETAIL, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../lib/users.ts';
import { deletePicturesOf } from '../uploads/pictures.ts';
import type { PictureStorage } from '../uploads/storage.ts';
import { needJoinedUsers, needTimeSlots, needs } from './schema.ts';
import { addDaySlots, checkPlaceAndDates, saveNeedPhoto } from './create-need.ts';
import { EDITABLE, mayView, publicTitle, type NeedRow } from './needs-data.ts';

export interface Resubmission {
  user: UserRow;
  id: number;
  values: HelpmeValues;
  image: Uint8Array | null;
  removeImage: boolean;
  storage: PictureStorage;
}

const notEditable = () => new ApiError(409, { detail: HM.notEditable });

export async function resubmitNeed(c: Ctx, input: Resubmission): Promise<NeedRow> {
  const deps = c.get('deps');
  const { user, id, values: v, image, removeImage, storage } = input;
  const now = deps.now();
  const [existing] = await deps.db.select().from(needs).where(eq(needs.id, id)).limit(1);
  const viewer = { id: user.id, isStaff: user.isStaff };
  if (!existing || !mayView(existing, viewer)) throw notFound();
  if (existing.authorUserId !== user.id) throw new ApiError(403, { detail: DETAIL.forbidden });
  // Before the photo is decoded: a request under review or public is not changed under the moderator.
  if (!EDITABLE.includes(existing.moderation)) throw notEditable();
  const place = await checkPlaceAndDates(c, v);

  let storedKey: string | null = null;
  let replaced: number | null = null;
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(needs).where(eq(needs.id, id)).for('update');
      if (!locked || !EDITABLE.includes(locked.moderation)) throw notEditable();
      const pictureId = image ? await saveNeedPhoto(tx, storage, now, user.id, image, (key) => { storedKey = key; }) : removeImage ? null : locked.pictureId;
      if (locked.pictureId !== null && locked.pictureId !== pictureId) replaced = locked.pictureId;
      const [updated] = await tx.update(needs).set({
        bloodStationId: place.stationId, cityId: place.cityId, title: publicTitle(v.first_name, v.last_name),
        bloodClass: v.blood_class, requestedBloodTypes: v.requested_blood_type, requiredDonorsCount: v.required_donors_count,
        lastDate: v.last_date, consentAt: now, firstName: v.first_name, middleName: v.middle_name, lastName: v.last_name,
        birthDate: v.birth_date, searchReason: v.search_reason, pictureId,
        // The last verdict's reason stays for the moderator's next look («ранее возвращён: …»).
        moderation: 'pending', submittedAt: now,
      }).where(eq(needs.id, id)).returning();
      // The days follow the new last day: new ones are added, later ones nobody chose are dropped.
      await addDaySlots(tx, id, place.today, v.last_date);
      await tx.delete(needTimeSlots).where(and(
        eq(needTimeSlots.addressNeedId, id), gt(needTimeSlots.date, v.last_date),
        notExists(tx.select({ id: needJoinedUsers.id }).from(needJoinedUsers).where(eq(needJoinedUsers.timeslotId, needTimeSlots.id))),
      ));
      return updated!;
    });
    if (replaced !== null) await deletePicturesOf(deps.db, storage, user.id, [replaced]);
    return row;
  } catch (err) {
    if (storedKey) await storage.delete(storedKey).catch(() => undefined);
    throw err;
  }
}
