// The link to the self-check before a trip (docs/eligibility.md «Самопроверка»), under
// «Записаться» on a station page and under a booked time on an event page: one text, one path
// from the route table.
import { Link } from '@donor/shared/ui/link';
import { pathTo } from '@donor/shared/routes';
import { s } from '../stations.strings.ts';

export function SelfCheckLink({ className }: { className?: string }) {
  return <p className={className}><Link href={pathTo('self-check')}>{s.selfCheck}</Link></p>;
}
