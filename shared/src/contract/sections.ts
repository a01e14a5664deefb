// Contract of the section registry (docs/ARCHITECTURE.md §2.5, §2.6; docs/staff.md «Реестр
// разделов»): which build of each section the host serves — a stable release, maybe a canary
// at a percent — and the writes a section team makes to move those pointers. The host reads
// the public GET; the deploy command (scripts/sections/) makes the writes.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import { SECTION_APPS, type SectionApp } from '../routes.ts';
import { optText, typeError } from './common.ts';

export const REGISTRY_ACTIONS = ['deploy', 'rollback', 'canary', 'promote', 'abort'] as const;
export type RegistryAction = (typeof REGISTRY_ACTIONS)[number];

export const isSectionApp = (v: string): v is SectionApp => (SECTION_APPS as readonly string[]).includes(v);

/** A release name as the deploy command makes it (`20260101-120000-abc1234`): safe in a URL path. */
const VERSION_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const versionField = z
  .string({ error: typeError })
  .trim()
  .min(1, MSG.required)
  .regex(VERSION_RE, 'Версия: латинские буквы, цифры, точка, дефис и подчёркивание, до 64 знаков.');

/**
 * Where a release's mf-manifest.json is: an absolute http(s) URL (a bucket, a CDN) or a path on
 * this host under the section's own `/mfe/<folder>/` (the host's build, §2.6). Checked per app.
 */
export function isEntryFor(app: SectionApp, entry: string): boolean {
  if (!entry.endsWith('/mf-manifest.json') || /[\s"'<>\\]/.test(entry)) return false;
  if (entry.startsWith('/')) return entry.startsWith(`/mfe/${app}/`) && !entry.includes('..');
  try {
    const url = new URL(entry);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}
/** The registry's Russian answers (docs/staff.md «Реестр разделов»). */
export const SECTION_MSG = {
  entry: 'Адрес mf-manifest.json: http(s)-ссылка или путь /mfe/<раздел>/…, оканчивающийся на mf-manifest.json.',
  otherSection: 'Нет доступа: выкатывать этот раздел может его команда или модератор.',
  versionTaken: 'Эта версия уже выкачена с другим адресом: у новой сборки должна быть новая версия.',
  unknownVersion: 'Такой сборки этого раздела нет: сначала выкатите её.',
  alreadyStable: 'Эта сборка и так основная.',
  noRollback: 'Откатывать некуда: раздел уже на сборке хоста.',
  noCanary: 'Пробной сборки нет: нечего делать основной или снимать.',
} as const;
export const entryField = z.string({ error: typeError }).trim().min(1, MSG.required).max(1000, MSG.tooLong(1000));

const percentField = z
  .number({ error: typeError })
  .int('Доля: целое число от 1 до 99.')
  .min(1, 'Доля: целое число от 1 до 99.')
  .max(99, 'Доля: целое число от 1 до 99.');
const noteField = optText(500);

/** POST /api/staff/sections/{app}/releases/ — register a release and point stable (or canary) at it. */
export const ReleaseBody = z.object({
  version: versionField,
  entry: entryField,
  note: noteField,
  canary_percent: z.preprocess((v) => (v === null ? undefined : v), percentField.optional()),
});
export type ReleaseBody = z.input<typeof ReleaseBody>;
/** POST …/canary/ — an already registered release as the canary, at a percent of visitors. */
export const CanaryBody = z.object({ version: versionField, percent: percentField, note: noteField });
export type CanaryBody = z.input<typeof CanaryBody>;
/** POST …/rollback/, …/promote/, …/abort/. */
export const NoteBody = z.object({ note: noteField }).default({ note: null });
export type NoteBody = z.input<typeof NoteBody>;

export interface RegistryPointer {
  version: string;
  entry: string;
}
export interface RegistryCanary extends RegistryPointer {
  percent: number;
}
export interface RegistrySection {
  stable: RegistryPointer | null;
  canary: RegistryCanary | null;
}
/** GET /api/sections/registry/ (public, no-cache): only apps a release was ever deployed for. */
export interface SectionRegistry {
  sections: Partial<Record<SectionApp, RegistrySection>>;
}

export interface SectionRelease {
  version: string;
  entry: string;
  note: string | null;
  created_by: { id: number; name: string } | null;
  created_at: string;
}
export interface RegistryHistoryEntry {
  action: RegistryAction;
  version: string | null;
  percent: number | null;
  actor: { id: number; name: string };
  note: string | null;
  at: string;
}
/** GET /api/staff/sections/{app}/ and the answer of every write: the app's state, newest first. */
export interface SectionState extends RegistrySection {
  app: SectionApp;
  /** Up to 50 releases, newest first. */
  releases: SectionRelease[];
  /** Up to 50 history rows, newest first. */
  history: RegistryHistoryEntry[];
}
