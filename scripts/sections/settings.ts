// Where the deploy command uploads and whom it asks to move the pointer: all from the
// environment, with defaults for the local store (`npm run s3`) and platform (`npm start`), so a
// section team's first deploy needs no setting at all (docs/SECTION-TEAMS.md §4).
export interface S3Target {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export type DeployAuth = { token: string } | { email: string; password: string };

export interface DeploySettings {
  s3: S3Target;
  /** The bucket's root as browsers reach it (a CDN in front of the bucket, or the bucket itself). */
  publicBase: string;
  /** The platform whose registry the command moves. */
  donorUrl: string;
  auth: DeployAuth | null;
}

/** The help's lines about the environment (cli.ts prints them). */
export const SETTINGS_HELP = `Настройки (переменные окружения):
  SECTIONS_S3_ENDPOINT            адрес хранилища S3 (по умолчанию http://127.0.0.1:4569 — npm run s3)
  SECTIONS_S3_BUCKET              бакет (sections)
  SECTIONS_S3_REGION              регион (us-east-1)
  SECTIONS_S3_ACCESS_KEY_ID       ключ (S3RVER — ключ локального хранилища)
  SECTIONS_S3_SECRET_ACCESS_KEY   секрет (S3RVER)
  SECTIONS_PUBLIC_BASE            адрес бакета для браузеров, например CDN (по умолчанию ENDPOINT/BUCKET)
  DONOR_URL                       платформа, чей реестр меняется (http://127.0.0.1:8080)
  DEPLOY_TOKEN                    токен сотрудника, или
  DEPLOY_EMAIL + DEPLOY_PASSWORD  вход: модератор или участник команды раздела`;

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: «${value}» — не адрес вида https://…`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} должен начинаться с http:// или https://`);
  return url.toString().replace(/\/+$/, '');
}

export function settingsFromEnv(env: Record<string, string | undefined>): DeploySettings {
  const endpoint = httpUrl('SECTIONS_S3_ENDPOINT', env.SECTIONS_S3_ENDPOINT || 'http://127.0.0.1:4569');
  const bucket = env.SECTIONS_S3_BUCKET || 'sections';
  // The same rule as the uploads bucket (api/src/features/uploads/s3-storage.ts).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error('SECTIONS_S3_BUCKET: строчные латинские буквы, цифры, точки и дефисы, от 3 до 63 символов');
  const auth: DeployAuth | null = env.DEPLOY_TOKEN
    ? { token: env.DEPLOY_TOKEN }
    : env.DEPLOY_EMAIL && env.DEPLOY_PASSWORD ? { email: env.DEPLOY_EMAIL, password: env.DEPLOY_PASSWORD } : null;
  return {
    s3: {
      endpoint,
      bucket,
      region: env.SECTIONS_S3_REGION || 'us-east-1',
      accessKeyId: env.SECTIONS_S3_ACCESS_KEY_ID || 'S3RVER',
      secretAccessKey: env.SECTIONS_S3_SECRET_ACCESS_KEY || 'S3RVER',
    },
    publicBase: httpUrl('SECTIONS_PUBLIC_BASE', env.SECTIONS_PUBLIC_BASE || `${endpoint}/${bucket}`),
    donorUrl: httpUrl('DONOR_URL', env.DONOR_URL || 'http://127.0.0.1:8080'),
    auth,
  };
}
