// isPglite tells the two drivers apart for reads whose cheapest shape differs by driver
// (ARCHITECTURE §3 «Prepared statements»). The PostgreSQL case runs with TEST_DATABASE_URL only.
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { isPglite, openDb, type Db } from './db.ts';

describe('isPglite', () => {
  it('is true for the PGlite the API opens', async () => {
    const handle = await openDb({ memory: true });
    try {
      expect(isPglite(handle.db)).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('is false for a database the API did not open (its client is not marked)', async () => {
    const client = new PGlite();
    try {
      expect(isPglite(drizzle(client) as unknown as Db)).toBe(false);
    } finally {
      await client.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('is false for PostgreSQL', async () => {
    const handle = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL });
    try {
      expect(isPglite(handle.db)).toBe(false);
    } finally {
      await handle.close();
    }
  });
});
