// Station names as the home page's short list shows them (docs/home.md «Где нужна кровь»): a
// city's stations often share a long head («Отделение переливания крови ГКБ …»), which a one-line
// link cuts off, so three different stations read the same. Shown side by side, each name keeps
// only the part that tells it apart.

/** A tail that cannot stand alone: a number, «им.» / «имени», a quoted name — the word before it stays. */
const DEPENDENT = /^(№|N°|No\.?$|\d|им\.|имени\b|[«"„(])/i;

const capitalize = (s: string): string => s.charAt(0).toLocaleUpperCase('ru-RU') + s.slice(1);

/**
 * The names without the words they all begin with. Unchanged when there are fewer than two, when
 * they share nothing, or when a name is nothing but the shared words (two stations of one name).
 * A tail starting with «№ 52» or «им. Пирогова» keeps the word before it («ГКБ № 52»).
 */
export function distinctNames(names: readonly string[]): string[] {
  if (names.length < 2) return [...names];
  const words = names.map((n) => n.trim().split(/\s+/));
  const shortest = Math.min(...words.map((w) => w.length));
  let k = 0;
  while (k < shortest && words.every((w) => w[k] === words[0]![k])) k++;
  if (k === 0 || k === shortest) return [...names];
  while (k > 0 && words.some((w) => DEPENDENT.test(w[k]!))) k--;
  if (k === 0) return [...names];
  return words.map((w) => capitalize(w.slice(k).join(' ')));
}
