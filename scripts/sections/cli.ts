// The section team's command (docs/SECTION-TEAMS.md §4): deploy a section alone and move its
// registry pointer — canary, promote, abort, roll back — and see what is live with its history.
// `npm run deploy -w mfe-top`, `npm run sections -- <command>`; run as
// `node --import tsx scripts/sections/cli.ts <command> …`.
import { parseArgs } from 'node:util';
import { versionField } from '@donor/shared/contract/sections';
import type { SectionApp } from '@donor/shared/routes';
import { deploy, gitShortSha, resolveApp, versionOf } from './deploy.ts';
import { registryApi, tokenFor, type SectionState } from './registry-api.ts';
import { SETTINGS_HELP, settingsFromEnv } from './settings.ts';
import { s3Bucket } from './uploader.ts';

export const HELP = `Выкладка раздела и его указатель в реестре платформы.

  deploy <раздел> [--canary N] [--note "…"] [--version V]
                      собрать, загрузить в хранилище под <app>/<версия>/ и сделать версию
                      текущей (с --canary N — только для N % браузеров, 1–99)
  rollback <раздел> [--note "…"]   вернуть версию, что была до текущей (до первой — сборку хоста)
  canary <раздел> <версия> <N>     показывать выложенную версию N % браузеров
  promote <раздел>                 канарейка — для всех
  abort <раздел>                   убрать канарейку
  status <раздел>                  что сейчас показывается, выпуски и история

  <раздел>: mfe_top, mfe-top или top. Версия по умолчанию: <UTC ггггммдд-ччммсс>-<git sha|local>.

${SETTINGS_HELP}`;

function percentOf(value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new Error(`Доля канарейки — целое число от 1 до 99, а не «${value ?? ''}»`);
  return n;
}

const time = (iso: string) => iso.replace('T', ' ').slice(0, 16);

export function formatStatus(s: SectionState): string[] {
  const lines = [
    `${s.app}`,
    `  для всех:  ${s.stable ? `${s.stable.version}  ${s.stable.entry}` : 'сборка хоста (в реестре ничего)'}`,
    `  канарейка: ${s.canary ? `${s.canary.version} — ${s.canary.percent} % браузеров  ${s.canary.entry}` : 'нет'}`,
    'История (новое сверху):',
  ];
  for (const h of s.history) {
    const what = [h.action, h.version ?? '', h.percent != null ? `${h.percent} %` : ''].filter(Boolean).join(' ');
    lines.push(`  ${time(h.at)}  ${what}  — ${h.actor?.name ?? '?'}${h.note ? `  «${h.note}»` : ''}`);
  }
  if (s.history.length === 0) lines.push('  пусто');
  return lines;
}

export async function main(argv: string[], env: Record<string, string | undefined>, log: (line: string) => void): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { canary: { type: 'string' }, note: { type: 'string' }, version: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, target, ...rest] = positionals;
  if (values.help || !command || command === 'help') {
    log(HELP);
    return;
  }
  const known = ['deploy', 'rollback', 'canary', 'promote', 'abort', 'status'];
  if (!known.includes(command)) throw new Error(`Неизвестная команда «${command}». Команды: ${known.join(', ')} (--help)`);
  const app: SectionApp = resolveApp(target);
  const settings = settingsFromEnv(env);
  if (!settings.auth) throw new Error('Нужен вход: DEPLOY_TOKEN или DEPLOY_EMAIL и DEPLOY_PASSWORD (модератор или участник команды раздела)');
  const canary = values.canary === undefined ? undefined : percentOf(values.canary);
  // Logged in before the build: a wrong password should not cost a build and an upload.
  const api = registryApi(settings.donorUrl, await tokenFor(settings.donorUrl, settings.auth));
  const note = values.note;

  let state: SectionState;
  switch (command) {
    case 'deploy': {
      const version = values.version ?? versionOf(new Date(), await gitShortSha());
      const checked = versionField.safeParse(version); // the API's own rule, checked before the build
      if (!checked.success) throw new Error(`${checked.error.issues[0]?.message ?? 'Неверная версия.'} («${version}»)`);
      await deploy({ app, version, note, canary, publicBase: settings.publicBase, bucket: s3Bucket(settings.s3), api, log });
      return;
    }
    case 'rollback':
      state = await api.rollback(app, note);
      break;
    case 'canary': {
      const [version, percent] = rest;
      if (!version || !percent) throw new Error('Нужно: canary <раздел> <версия> <N>');
      state = await api.canary(app, version, percentOf(percent), note);
      break;
    }
    case 'promote':
      state = await api.promote(app, note);
      break;
    case 'abort':
      state = await api.abort(app, note);
      break;
    default:
      state = await api.status(app);
  }
  // Every write answers the section's state: what is live now, and the history with this move on top.
  if (command !== 'status') log(`Готово: ${command}.`);
  for (const line of formatStatus(state)) log(line);
}

if (import.meta.filename === process.argv[1]) {
  main(process.argv.slice(2), process.env, (line) => console.log(line)).catch((error: unknown) => {
    console.error(`Ошибка: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
