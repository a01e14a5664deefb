// GET /api/auth/me/ in process (it runs on every page of a signed-in visitor, so it matters for
// the API load target, bench/README.md «API»): how many SQL statements one request runs and how
// long a request takes, without HTTP or autocannon in the way. A PGlite in memory with the demo
// seed; statements are counted at the PGlite client, so drizzle helpers cannot hide any.
// Run: node --import tsx api/scripts/bench-me.ts
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createApiApp } from '../src/app.ts';
import { migrate, type Db } from '../src/db.ts';
import * as schema from '../src/schema.ts';
import { DEMO_ACCOUNTS, seed } from '../src/seed.ts';

const client = new PGlite();
await client.waitReady;
let statements = 0;
const count = <T extends (...a: never[]) => unknown>(f: T): T => ((...a: Parameters<T>) => (statements++, f(...a))) as T;
client.query = count(client.query.bind(client));
client.exec = count(client.exec.bind(client));
const db = drizzle(client, { schema }) as unknown as Db;
await migrate(db);
await seed(db);

const app = createApiApp({ db, env: 'development' });
const demo = DEMO_ACCOUNTS.donor;
const login = await app.request('/api/auth/login/', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: demo.email, password: demo.password }),
});
const token = login.headers.get('token');
if (!token) throw new Error(`login failed: ${login.status}`);
const me = () => app.request('/api/auth/me/', { headers: { authorization: `Token ${token}` } });

for (let i = 0; i < 200; i++) await me(); // warm-up (JIT, PGlite caches)
statements = 0;
const N = 2000;
const t0 = performance.now();
for (let i = 0; i < N; i++) if ((await me()).status !== 200) throw new Error('me failed');
const ms = performance.now() - t0;
console.log(`GET /me: ${(statements / N).toFixed(2)} SQL statements per request, ${(ms / N).toFixed(3)} ms per request (sequential, in process)`);

// The same after a write: the first request after it has to go to the database.
statements = 0;
await app.request('/api/auth/me/', { method: 'PATCH', headers: { authorization: `Token ${token}`, 'content-type': 'application/json' }, body: '{}' });
const afterWrite = statements;
statements = 0;
await me();
console.log(`after a write: PATCH ran ${afterWrite} statements, the next GET /me ran ${statements}`);
await client.close();
