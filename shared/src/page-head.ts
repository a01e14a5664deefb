// spec §2 Page head: the description of every page, by route id. Its title is the route table's
// (routes.ts), which every first load needs; the descriptions are needed only by the host, which
// writes the first page's head (shell/server/page.ts), and by the browser after a client-side
// route change (shell/src/layout/head.ts loads this module then), so they stay out of the shell's
// first load (README «Бюджеты байтов»). `satisfies Record<RouteId, …>`: a new route does not
// compile until it has its row here (docs/ARCHITECTURE.md «Checklists»).
import { matchRoute, type RouteId } from './routes.ts';

/** The site's own description: pages that have none of their own, and paths that are no route. */
export const SITE_DESCRIPTION = 'Где и когда сдать кровь в вашем городе, какие группы крови сейчас нужны, донорские акции и поиск доноров для пациентов.';
/** The station list's, shared by a station's page. */
const STATIONS = 'Станции и отделения переливания крови на карте и списком: адреса, часы работы и какие группы крови нужны сейчас.';

export const PAGE_DESCRIPTIONS = {
  // shell-owned pages
  home: SITE_DESCRIPTION,
  how: 'Как стать донором крови: требования, подготовка накануне, что происходит на станции переливания и как восстановиться после донации.',
  blooddonation: 'Зачем нужна донорская кровь, что такое цельная кровь, плазма и тромбоциты и какие интервалы соблюдать между донациями.',
  requirements: 'Кто может стать донором крови в России: возраст, вес, документы, временные и постоянные противопоказания.',
  about: SITE_DESCRIPTION,
  'non-profit': SITE_DESCRIPTION,
  awards: 'Звание «Почётный донор России»: за что присваивается и какие меры поддержки положены.',
  smi: SITE_DESCRIPTION,
  confidential: SITE_DESCRIPTION,
  rules: SITE_DESCRIPTION,
  offer: SITE_DESCRIPTION,
  'not-found': SITE_DESCRIPTION,
  forbidden: SITE_DESCRIPTION,
  // mfe-stations
  stations: STATIONS,
  station: STATIONS,
  events: SITE_DESCRIPTION,
  event: SITE_DESCRIPTION,
  organization: SITE_DESCRIPTION,
  'self-check': 'Можно ли мне сдать кровь: короткая самопроверка перед визитом — татуировка, болезнь, прививки, лекарства, поездки — с датой, когда сдать можно, и источником каждого правила.',
  // mfe-donate
  donate: 'Поддержите развитие донорства: разовое или ежемесячное пожертвование проекту «Донор Рядом».',
  fundraising: SITE_DESCRIPTION,
  fundraiser: SITE_DESCRIPTION,
  charityshop: SITE_DESCRIPTION,
  souvenir: SITE_DESCRIPTION,
  // mfe-top, mfe-helpme
  top: 'Рейтинг доноров крови по числу донаций: по стране, региону, городу и станции.',
  helpme: 'Разместите запрос на поиск доноров крови для пациента или откликнитесь на чужой запрос.',
  recipient: SITE_DESCRIPTION,
  // mfe-profile
  achievements: SITE_DESCRIPTION,
  bonus: SITE_DESCRIPTION,
  profile: SITE_DESCRIPTION,
  'profile-planning': SITE_DESCRIPTION,
  'profile-add-donation': SITE_DESCRIPTION,
  'profile-bonus': SITE_DESCRIPTION,
  'profile-settings': SITE_DESCRIPTION,
  'profile-settings-personal': SITE_DESCRIPTION,
  'profile-achievements': SITE_DESCRIPTION,
  'profile-donations': SITE_DESCRIPTION,
  'profile-payments': SITE_DESCRIPTION,
  'profile-donation': SITE_DESCRIPTION,
  'profile-donation-edit': SITE_DESCRIPTION,
  'profile-other': SITE_DESCRIPTION,
  newprofile: SITE_DESCRIPTION,
  login: SITE_DESCRIPTION,
  'pre-sign-up': SITE_DESCRIPTION,
  'sign-up': SITE_DESCRIPTION,
  'sign-up-email': SITE_DESCRIPTION,
  reset: SITE_DESCRIPTION,
  // mfe-staff: noindex pages of the staff side (docs/staff.md)
  staff: SITE_DESCRIPTION,
  'staff-donations': SITE_DESCRIPTION,
  'staff-helpme': SITE_DESCRIPTION,
  'staff-station': SITE_DESCRIPTION,
  'staff-station-events': SITE_DESCRIPTION,
  'staff-checkin': SITE_DESCRIPTION,
  'staff-station-donations': SITE_DESCRIPTION,
  'staff-organization': SITE_DESCRIPTION,
  'staff-gifts': SITE_DESCRIPTION,
  'staff-fundraisers': SITE_DESCRIPTION,
  'staff-people': SITE_DESCRIPTION,
  'staff-audit': SITE_DESCRIPTION,
  'staff-other': SITE_DESCRIPTION,
} as const satisfies Record<RouteId, string>;

/** By route id; the site's description for a path that is no route. */
export const descriptionFor = (routeId: RouteId | undefined): string => (routeId ? PAGE_DESCRIPTIONS[routeId] : SITE_DESCRIPTION);

export const routeDescription = (pathname: string): string => descriptionFor(matchRoute(pathname)?.route.id);
