// PLACEHOLDER — being written (docs/staff.md).
import type { SectionPageProps } from '@donor/shared/ui/use-section-route';

export function FundraisersPage(_props: SectionPageProps) {
  return null;
}
