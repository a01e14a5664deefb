// spec §2 Page head: the description of each route. The host writes it into the page
// (shell/server/page.ts); the browser needs it only after a client-side route change, so this
// module is loaded then (shell/src/layout/head.ts), not with every first load (README budget of /).
import { matchRoute } from '@donor/shared/routes';

const DESCRIPTIONS: Record<string, string> = {
  default: 'Где и когда сдать кровь в вашем городе, какие группы крови сейчас нужны, донорские акции и поиск доноров для пациентов.',
  how: 'Как стать донором крови: требования, подготовка накануне, что происходит на станции переливания и как восстановиться после донации.',
  blooddonation: 'Зачем нужна донорская кровь, что такое цельная кровь, плазма и тромбоциты и какие интервалы соблюдать между донациями.',
  requirements: 'Кто может стать донором крови в России: возраст, вес, документы, временные и постоянные противопоказания.',
  stations: 'Станции и отделения переливания крови на карте и списком: адреса, часы работы и какие группы крови нужны сейчас.',
  helpme: 'Разместите запрос на поиск доноров крови для пациента или откликнитесь на чужой запрос.',
  top: 'Рейтинг доноров крови по числу донаций: по стране, региону, городу и станции.',
  donate: 'Поддержите развитие донорства: разовое или ежемесячное пожертвование проекту «Донор Рядом».',
  awards: 'Звание «Почётный донор России»: за что присваивается и какие меры поддержки положены.',
  };

/** By route id; a station page shares the station list's. */
export function descriptionFor(routeId: string | undefined): string {
  const key = routeId === 'station' ? 'stations' : routeId ?? '';
  return DESCRIPTIONS[key] ?? DESCRIPTIONS.default!;
}

export const routeDescription = (pathname: string): string => descriptionFor(matchRoute(pathname)?.route.id);
