// Byte budget of the partner widget (README «Бюджеты байтов»): everything a partner page
// downloads before the donor presses pay is this one file, and it must stay within the widget's
// budget, the one `npm test` reads (scripts/byte-budgets.mjs).
// Builds the widget into a temporary folder and compresses it here: deterministic bytes, no
// timing. Also checks what a strict partner CSP forbids: no eval, no inline <style> writes.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { build } from 'vite';
import { BUDGETS } from '../../../scripts/byte-budgets.mjs';

export const WIDGET_BUDGET_BROTLI = BUDGETS.widget;
const root = fileURLToPath(new URL('../../', import.meta.url));

describe('standalone widget bundle', () => {
  it('is one IIFE, v1 alias + content-hashed copy with its SRI hash, within its brotli budget, without eval', async () => {
    const out = mkdtempSync(join(tmpdir(), 'donor-widget-'));
    // vitest sets NODE_ENV=test, which makes vite emit a development JSX transform: measure the
    // build that ships.
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root, mode: 'production', configFile: join(root, 'vite.widget.config.ts'), configLoader: 'runner', logLevel: 'silent', build: { outDir: out } });
      const js = readdirSync(out).filter((f) => f.startsWith('donate.') && f.endsWith('.js'));
      expect(js).toHaveLength(2);
      expect(js).toContain('donate.v1.js');
      const hashed = js.find((f) => f !== 'donate.v1.js')!;
      expect(hashed).toMatch(/^donate\.[A-Za-z0-9]{10}\.js$/);
      const code = readFileSync(join(out, 'donate.v1.js'));
      expect(readFileSync(join(out, hashed)).equals(code)).toBe(true);
      // PARTNERS.md «Версии и кэш»: the SRI hash published for the immutable file.
      const sri = JSON.parse(readFileSync(join(out, 'integrity.json'), 'utf8')) as { file: string; integrity: string };
      expect(sri).toEqual({ file: hashed, integrity: `sha384-${createHash('sha384').update(code).digest('base64')}` });
      const br = brotliCompressSync(code, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
      const gz = gzipSync(code, { level: 9 }).length;
      console.info(`widget: ${code.length} B raw, ${gz} B gzip, ${br} B brotli (budget ${WIDGET_BUDGET_BROTLI})`);
      expect(br).toBeLessThanOrEqual(WIDGET_BUDGET_BROTLI);
      const text = code.toString('utf8');
      expect(text.startsWith('(function(')).toBe(true);
      expect(text).not.toMatch(/\beval\(|new Function\(|\bFunction\(/);
      expect(text).not.toMatch(/\bimport\(/);
    } finally {
      process.env.NODE_ENV = env;
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
