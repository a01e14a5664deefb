// The mailing provider behind the footer's newsletter form (spec §2 Footer, spec §7), one
// interface like the payment providers (features/payments/provider.ts): the route keeps the consent
// record (double opt-in, newsletter_subscriptions) and hands a confirmed address to the provider.
// The local default is that table itself: its confirmed rows are the list the monthly letter goes
// to through the outbox (newsletter-issues.ts; a row whose address unsubscribed is no longer
// `confirmed`, so it leaves the list). An external service (Unisender, Sendsay…) would be a second
// implementation chosen by NEWSLETTER_PROVIDER; none is configured yet.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db.ts';
import { newsletterSubscriptions } from './schema.ts';

export interface MailingProvider {
  readonly name: string;
  /** Adds a confirmed address to the list. Called inside the confirming transaction. */
  subscribe(tx: Tx, email: string, now: Date): Promise<void>;
  /** Takes an address off the list (the letter's unsubscribe link). Called inside that transaction. */
  unsubscribe(tx: Tx, email: string, now: Date): Promise<void>;
  /** The list, for a letter sent by us (the local provider); an external one keeps its own. */
  addresses?(tx: Tx): Promise<string[]>;
  /**
   * The list with each subscription's id (its letter's unsubscribe link names it), rows locked
   * until the sending transaction ends: an unsubscribe in the meantime waits, then takes back
   * the letter just queued (newsletter-unsubscribe.ts).
   */
  recipients?(tx: Tx): Promise<Array<{ id: number; email: string }>>;
}

export function localMailing(): MailingProvider {
  const recipients = (tx: Tx) =>
    tx.select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email }).from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.status, 'confirmed'), eq(newsletterSubscriptions.provider, 'local')))
      .orderBy(asc(newsletterSubscriptions.id))
      .for('share');
  return {
    name: 'local',
    async subscribe(tx, email) {
      // The confirmed row is the list entry; record that this list holds it.
      await tx.update(newsletterSubscriptions).set({ provider: 'local' }).where(eq(newsletterSubscriptions.email, email));
    },
    async unsubscribe() {
      // The row's status is the list entry: the unsubscribing route has already changed it.
    },
    async addresses(tx) {
      return (await recipients(tx)).map((r) => r.email);
    },
    recipients,
  };
}

/** NEWSLETTER_PROVIDER: only `local` exists today; anything else is a configuration error. */
export function mailingFromEnv(env: Record<string, string | undefined>): MailingProvider {
  const name = env.NEWSLETTER_PROVIDER ?? 'local';
  if (name !== 'local') throw new Error(`NEWSLETTER_PROVIDER=${name}: unknown mailing provider (known: local)`);
  return localMailing();
}
