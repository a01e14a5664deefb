// The web app manifest (shell/dist/manifest.webmanifest, written by the shell's build:
// shell/web-manifest.ts) and the one theme colour it shares with every page's
// <meta name="theme-color"> (put into index.html by the same plugin), so the browser's bar has
// the same colour whether the site is a tab or installed. The brand red of the UI kit
// (shared/src/ui/ui.css --ui-red), 6.6:1 against white.
export const THEME_COLOR = '#b3121f';

/** The manifest's 192 px icon, also the icon of every push notification (shell/sw/push-handler.ts). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

export const WEB_MANIFEST = {
  name: 'Донор Рядом — донорство крови',
  short_name: 'Донор Рядом',
  description: 'Где и когда сдать кровь в вашем городе, какие группы крови нужны, донорские акции и поиск доноров для пациентов.',
  lang: 'ru',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#ffffff',
  theme_color: THEME_COLOR,
  categories: ['health', 'medical', 'social'],
  icons: [
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: NOTIFICATION_ICON, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Где сдать кровь', url: '/bloodstations/', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Личный кабинет', url: '/profile/', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
} as const;

/** The placeholder of shell/index.html that becomes THEME_COLOR. */
export const THEME_COLOR_PLACEHOLDER = '%THEME_COLOR%';

/** index.html with THEME_COLOR in its meta; a template without the placeholder is an error (no second colour). */
export function withThemeColor(html: string): string {
  if (!html.includes(THEME_COLOR_PLACEHOLDER)) throw new Error(`index.html: no ${THEME_COLOR_PLACEHOLDER} for <meta name="theme-color">`);
  return html.replaceAll(THEME_COLOR_PLACEHOLDER, THEME_COLOR);
}

export const webManifestJson = (): string => `${JSON.stringify(WEB_MANIFEST, null, 2)}\n`;
