// Which donors' blood can help a patient (docs/helpme.md «Кто может помочь»): pure ABO/RhD rules
// per component. The request's groups are the patient's; a donor helps when compatible with at
// least one of them. The transfusion station still decides (it tests every unit); the page only
// spares a donor a trip that cannot help.
// - whole blood, red cells (erythrocytes), granulocytes (they carry many red cells): the donor's red
//   cells must carry no ABO antigen the patient lacks (O gives to all, AB takes from all), and an
//   RhD-negative patient takes only RhD-negative;
// - plasma: the reverse — the donor's plasma must carry no antibody against the patient's
//   antigens, so the donor's ABO antigens include the patient's (AB gives to all); RhD does not
//   matter (no red cells);
// - platelets: the same ABO group as the patient and, for an RhD-negative patient, RhD-negative.
// Sources: Приказ Минздрава России от 20.10.2020 № 1134н (порядок подбора компонентов донорской
// крови с учётом групп AB0 и резус-принадлежности); BSH guidelines on the administration of blood
// components (2017) and on platelet transfusion (2017).
import type { BloodType } from './contract/helpme-rules.ts';
import { BLOOD_TYPES } from './contract/helpme-rules.ts';

type Abo = 'o' | 'a' | 'b' | 'ab';

const abo = (t: BloodType): Abo => t.slice(0, t.lastIndexOf('_')) as Abo;
const rhPositive = (t: BloodType): boolean => t.endsWith('_plus');
/** The ABO antigens a group's red cells carry. */
const ANTIGENS: Record<Abo, readonly string[]> = { o: [], a: ['A'], b: ['B'], ab: ['A', 'B'] };
const within = (inner: Abo, outer: Abo): boolean => ANTIGENS[inner].every((a) => ANTIGENS[outer].includes(a));

/** The donor can help a patient of `patient` group with `component` (a request's blood_class). */
export function canGive(component: string, donor: BloodType, patient: BloodType): boolean {
  const rhOk = rhPositive(patient) || !rhPositive(donor);
  switch (component) {
    case 'plasma':
      return within(abo(patient), abo(donor));
    case 'platelets':
      return abo(donor) === abo(patient) && rhOk;
    default: // blood, erythrocytes, granulocytes — and any component not known: the red-cell rule
      return within(abo(donor), abo(patient)) && rhOk;
  }
}

/** The donor groups that can help a request for `component` for a patient of any of `patients`; in BLOOD_TYPES order. */
export function helpingGroups(component: string, patients: readonly BloodType[]): BloodType[] {
  return BLOOD_TYPES.filter((donor) => patients.some((patient) => canGive(component, donor, patient)));
}

/** Whether a donor of `donor` group can help this request. */
export const donorFits = (component: string, patients: readonly BloodType[], donor: BloodType): boolean =>
  patients.some((patient) => canGive(component, donor, patient));
