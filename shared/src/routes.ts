// THE route table (spec §2 "Route list" and "Access and redirect rules").
// The host server, the shell's single-spa activity functions and the apps' own pages all read
// this one table: a path, its owner app, its guard rule and its robots rule live only here.

/**
 * Section apps (everything but the shell), in the order the registry lists them. THE list of
 * sections: the shell's loader, the host's registry and static files, the build and the byte
 * budgets all read it, so a new section is a row here and its own folder (docs/ARCHITECTURE.md
 * «Checklists»), never an edit of shell code.
 */
export const SECTION_APPS = ['mfe_donate', 'mfe_stations', 'mfe_profile', 'mfe_top', 'mfe_helpme', 'mfe_staff'] as const;
export type SectionApp = (typeof SECTION_APPS)[number];
export type AppName = 'shell' | SectionApp;

/** The folder of a section's package (and its build's dist/): `mfe_top` → `mfe-top`. */
export const sectionFolder = (app: SectionApp): string => app.replace('_', '-');

/**
 * Guard rules of spec §2 "Access and redirect rules"; `guards.ts` interprets them.
 * - public: anyone
 * - login: logged in, else 302 /login with the `next` cookie
 * - login-soft: /profile/donations/[id] — reachable without login (no redirect)
 * - login-no-next: /profile/donations/[id]/edit — login required, `next` is not remembered
 * - guest: /login, /pre_sign_up, /sign_up — logged in → /profile
 * - newprofile: not logged in → /login (no next cookie: the spec names only /profile paths)
 * - achievements: /achievements when logged in → /profile/achievements
 * - profile-achievements: /profile/achievements when not logged in → /achievements
 * - settings-root: /profile/settings → /profile/settings/personal (after the login rule)
 * - staff: /staff/** — not logged in → /login with `next`; logged in without a staff role → 403
 *   «Нет доступа» (the shell's page; the section's code is never loaded, docs/staff.md)
 */
export type GuardRule =
  | 'public'
  | 'login'
  | 'login-soft'
  | 'login-no-next'
  | 'guest'
  | 'newprofile'
  | 'achievements'
  | 'profile-achievements'
  | 'settings-root'
  | 'staff';

export interface RouteDef<Id extends string = string, App extends AppName = AppName> {
  /** Stable id used by code to build links (`pathTo('station', {slug})`). */
  id: Id;
  /** Path pattern: literal segments and `:param` segments. A trailing slash is optional when matching. */
  pattern: string;
  app: App;
  guard: GuardRule;
  /** spec §2: pages under /profile, /login, /pre_sign_up, /sign_up, /reset are noindex, nofollow. */
  noindex: boolean;
  /**
   * Russian page title (without the product name suffix). The page's description is the row of
   * the same id in page-head.ts, a module of its own so the browser loads it only when needed.
   */
  title: string;
}

const r = <Id extends string, App extends AppName>(id: Id, pattern: string, app: App, title: string, guard: GuardRule = 'public', noindex = false): RouteDef<Id, App> => ({
  id, pattern, app, guard, noindex, title,
});

export const ROUTES = [
  // shell-owned pages
  r('home', '/', 'shell', 'Донорство крови рядом с вами'),
  r('how', '/how/', 'shell', 'Как стать донором'),
  r('blooddonation', '/blooddonation', 'shell', 'О донорстве крови'),
  r('requirements', '/requirements', 'shell', 'Требования к донорам'),
  r('about', '/about', 'shell', 'О проекте'),
  r('non-profit', '/non-profit', 'shell', 'Некоммерческая организация'),
  r('awards', '/awards', 'shell', 'Награды проекта'),
  r('smi', '/smi', 'shell', 'СМИ о нас'),
  r('confidential', '/confidential', 'shell', 'Политика конфиденциальности'),
  r('rules', '/rules', 'shell', 'Пользовательское соглашение'),
  r('offer', '/offer', 'shell', 'Публичная оферта'),
  r('not-found', '/404/', 'shell', 'Страница не найдена'),
  r('forbidden', '/403/', 'shell', 'Нет доступа', 'public', true),
  // mfe-stations
  r('stations', '/bloodstations/', 'mfe_stations', 'Где сдать кровь'),
  r('station', '/bloodstations/:slug', 'mfe_stations', 'Станция переливания крови'),
  r('events', '/events/', 'mfe_stations', 'Донорские акции'),
  r('event', '/events/:id', 'mfe_stations', 'Донорская акция'),
  r('organization', '/organizations/:id', 'mfe_stations', 'Организация'),
  // The self-check before a trip (docs/eligibility.md «Самопроверка»): public, nothing stored.
  r('self-check', '/self-check/', 'mfe_stations', 'Можно ли мне сдать кровь?'),
  // mfe-donate
  r('donate', '/donate/', 'mfe_donate', 'Помочь проекту'),
  r('fundraising', '/fundraising', 'mfe_donate', 'Сборы проекта'),
  r('fundraiser', '/fundraising/:slug', 'mfe_donate', 'Сбор проекта'),
  r('charityshop', '/charityshop', 'mfe_donate', 'Благотворительный магазин'),
  r('souvenir', '/souvenir/', 'mfe_donate', 'Сувениры за донации'),
  // mfe-top, mfe-helpme
  r('top', '/top/', 'mfe_top', 'Топ доноров'),
  r('helpme', '/helpme/', 'mfe_helpme', 'Найти донора'),
  r('recipient', '/recipient/:id', 'mfe_helpme', 'Поиск доноров для реципиента'),
  // mfe-profile: achievements, bonuses, cabinet, auth
  r('achievements', '/achievements/', 'mfe_profile', 'Достижения', 'achievements'),
  r('bonus', '/bonus/', 'mfe_profile', 'Бонусы для доноров'),
  r('profile', '/profile/', 'mfe_profile', 'Личный кабинет', 'login', true),
  r('profile-planning', '/profile/planning', 'mfe_profile', 'Напомнить о донации', 'login', true),
  r('profile-add-donation', '/profile/add_donation', 'mfe_profile', 'Добавить донацию', 'login', true),
  r('profile-bonus', '/profile/bonus', 'mfe_profile', 'Мои бонусы', 'login', true),
  r('profile-settings', '/profile/settings', 'mfe_profile', 'Настройки аккаунта', 'settings-root', true),
  r('profile-settings-personal', '/profile/settings/personal', 'mfe_profile', 'Настройки аккаунта', 'login', true),
  r('profile-achievements', '/profile/achievements', 'mfe_profile', 'Мои достижения', 'profile-achievements', true),
  r('profile-donations', '/profile/donations', 'mfe_profile', 'Мои донации', 'login', true),
  r('profile-payments', '/profile/payments', 'mfe_profile', 'Мои ежемесячные пожертвования', 'login', true),
  r('profile-donation', '/profile/donations/:id', 'mfe_profile', 'Донация', 'login-soft', true),
  r('profile-donation-edit', '/profile/donations/:id/edit', 'mfe_profile', 'Редактирование донации', 'login-no-next', true),
  r('profile-other', '/profile/*', 'mfe_profile', 'Личный кабинет', 'login', true),
  r('newprofile', '/newprofile', 'mfe_profile', 'Личный кабинет', 'newprofile'),
  r('login', '/login', 'mfe_profile', 'Вход', 'guest', true),
  r('pre-sign-up', '/pre_sign_up', 'mfe_profile', 'Регистрация', 'guest', true),
  r('sign-up', '/sign_up', 'mfe_profile', 'Регистрация', 'guest', true),
  // noindex like its siblings: spec §2 names /sign_up, and this is the same form by e-mail.
  r('sign-up-email', '/sign_up_email', 'mfe_profile', 'Регистрация по e-mail', 'public', true),
  r('reset', '/reset', 'mfe_profile', 'Восстановление пароля', 'public', true),
  // mfe-staff: behind the counter (docs/staff.md); every page noindex, staff roles only
  r('staff', '/staff/', 'mfe_staff', 'Рабочее место', 'staff', true),
  r('staff-donations', '/staff/donations/', 'mfe_staff', 'Проверка донаций', 'staff', true),
  r('staff-helpme', '/staff/helpme/', 'mfe_staff', 'Проверка просьб о помощи', 'staff', true),
  r('staff-station', '/staff/stations/:id', 'mfe_staff', 'Станция', 'staff', true),
  r('staff-station-events', '/staff/stations/:id/events', 'mfe_staff', 'Акции станции', 'staff', true),
  r('staff-checkin', '/staff/stations/:id/checkin', 'mfe_staff', 'Приём доноров', 'staff', true),
  r('staff-station-donations', '/staff/stations/:id/donations', 'mfe_staff', 'Отправка в больницу', 'staff', true),
  r('staff-organization', '/staff/organizations/:id', 'mfe_staff', 'Организация', 'staff', true),
  r('staff-gifts', '/staff/gifts/', 'mfe_staff', 'Заявки на подарки', 'staff', true),
  r('staff-fundraisers', '/staff/fundraisers/', 'mfe_staff', 'Сборы на проверке', 'staff', true),
  r('staff-people', '/staff/people/', 'mfe_staff', 'Сотрудники станций', 'staff', true),
  r('staff-audit', '/staff/audit/', 'mfe_staff', 'Журнал действий', 'staff', true),
  r('staff-other', '/staff/*', 'mfe_staff', 'Рабочее место', 'staff', true),
] as const;

/** Every route id of the table (typed, so a page map or a link cannot name a missing route). */
export type RouteId = (typeof ROUTES)[number]['id'];
/** The route ids one app owns: a section's page table (src/app/pages.ts) may name only these. */
export type RouteIdOf<App extends AppName> = Extract<(typeof ROUTES)[number], { app: App }>['id'];

export interface RouteMatch {
  route: RouteDef<RouteId>;
  params: Record<string, string>;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

/** Finds the route of a pathname (first match in table order; `*` matches the rest). */
export function matchRoute(pathname: string): RouteMatch | null {
  const segs = splitPath(pathname);
  for (const route of ROUTES) {
    const pat = splitPath(route.pattern);
    const params: Record<string, string> = {};
    let ok = true;
    let i = 0;
    for (; i < pat.length; i++) {
      const p = pat[i]!;
      if (p === '*') {
        if (segs.length <= i) ok = false;
        i = segs.length;
        break;
      }
      const s = segs[i];
      if (s === undefined) { ok = false; break; }
      if (p.startsWith(':')) {
        let value: string;
        try { value = decodeURIComponent(s); } catch { ok = false; break; }
        params[p.slice(1)] = value;
      } else if (p !== s) { ok = false; break; }
    }
    if (ok && i === segs.length) return { route, params };
  }
  return null;
}

/** The app that renders a pathname; unknown paths belong to the shell (its 404 page). */
export function routeOwner(pathname: string): AppName {
  return matchRoute(pathname)?.route.app ?? 'shell';
}

const byId = new Map<string, RouteDef<RouteId>>(ROUTES.map((route) => [route.id, route]));

export function routeById(id: RouteId): RouteDef<RouteId> {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/** Builds a path from a route id: `pathTo('station', { slug: 'moscow-1' })`. */
export function pathTo(id: RouteId, params: Record<string, string | number> = {}): string {
  return routeById(id).pattern.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing param ${name} for route ${id}`);
    return encodeURIComponent(String(value));
  });
}

/** spec §2: the login link everywhere is /login/?next={encoded current path}. */
export function loginHref(currentPath: string): string {
  return `/login/?next=${encodeURIComponent(currentPath)}`;
}

/** spec §2 (navigation marks any path containing /bloodstation as active) and prefix rules. */
export function isNavActive(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/';
  if (linkPath.startsWith('/bloodstations')) return currentPath.includes('/bloodstation');
  const base = linkPath.replace(/\/$/, '');
  return currentPath === base || currentPath.startsWith(`${base}/`);
}

/**
 * spec §2 "Donation widget": hidden on /profile*, /auth*, /fundraising/{slug}, /donate,
 * /login, /pre_sign_up, /sign_up_email and /sign_up; shown on every other page (with the
 * main-page style on /). The shell mounts mfe-donate's slot where this is true. Not on the staff
 * side either (/staff/**, docs/staff.md): a work screen asks nobody for money.
 */
export function donationWidgetVisible(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, '') || '/';
  if (p.startsWith('/profile') || p.startsWith('/auth') || p.startsWith('/staff')) return false;
  if (/^\/fundraising\/[^/]+/.test(p)) return false;
  return !['/donate', '/login', '/pre_sign_up', '/sign_up_email', '/sign_up'].includes(p);
}
