// The times export files write. Strong and Hevy write the phone's wall clock with no zone ("2023-01-01 09:24:45",
// "30 Nov 2025, 14:08"; Hevy spells the month in the app's language: "5 Mai 2026", "5 мая 2026", "5 1月 2026"), so
// a time is read as a wall clock first and becomes an instant only in a zone the member sees and can change. A time
// that names its zone ("…Z", "+02:00", as our own older exports did) is an instant already and keeps it.
import { TZDate } from '@date-fns/tz';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export type ReadTime = { wall: WallClock } | { instant: Date };

/** The languages Hevy exports in whose month names are words; CJK months are numbers ("5月", "5월"). */
const MONTH_LANGUAGES = ['en', 'pt', 'es', 'de', 'fr', 'it', 'pl', 'tr', 'ru', 'nl', 'sv', 'da', 'nb', 'cs', 'uk', 'id', 'ro'];

const fold = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '');

/**
 * Month word → month, from the platform's own calendar data: each language's short and long names, standalone and as
 * written in a date (Russian and Polish decline them: "мая"), and every prefix of three letters or more of a long
 * name that names one month only (apps abbreviate differently: "Mär", "Sept", "févr", "июн"). A word two months of
 * different languages would share is left out rather than guessed.
 */
function monthTable(): ReadonlyMap<string, number> {
  const found = new Map<string, number | null>();
  const add = (word: string, month: number) => {
    const key = fold(word);
    if (key.length < 3 && !/^\p{L}{2}$/u.test(key)) return;
    const known = found.get(key);
    found.set(key, known === undefined || known === month ? month : null);
  };
  for (const language of MONTH_LANGUAGES) {
    const names: [string, number][] = [];
    for (let month = 1; month <= 12; month++) {
      const date = new Date(Date.UTC(2020, month - 1, 15));
      const forms = new Set<string>();
      for (const width of ['short', 'long'] as const) {
        forms.add(new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' }).format(date));
        const inDate = new Intl.DateTimeFormat(language, { day: 'numeric', month: width, timeZone: 'UTC' }).formatToParts(date);
        forms.add(inDate.find((part) => part.type === 'month')?.value ?? '');
      }
      for (const form of forms) if (form) add(form, month);
      for (const form of forms) names.push([fold(form), month]);
    }
    for (const [name] of names)
      for (let length = 3; length < name.length; length++) {
        const prefix = name.slice(0, length);
        const months = new Set(names.filter(([other]) => other.startsWith(prefix)).map(([, month]) => month));
        if (months.size === 1) add(prefix, [...months][0]!);
      }
  }
  return new Map([...found].filter((entry): entry is [string, number] => entry[1] !== null));
}

// Built on the first export read rather than when the server starts.
let months: ReadonlyMap<string, number> | null = null;
const monthOf = (word: string) => (months ??= monthTable()).get(fold(word)) ?? null;

const valid = (wall: WallClock) =>
  wall.month >= 1 &&
  wall.month <= 12 &&
  wall.day >= 1 &&
  wall.day <= new Date(Date.UTC(wall.year, wall.month, 0)).getUTCDate() &&
  wall.hour <= 23 &&
  wall.minute <= 59 &&
  wall.second <= 59 &&
  wall.year >= 1970 &&
  wall.year <= 2100;

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const CLOCK = /(\d{1,2})[:h.](\d{2})(?:[:.](\d{2}))?\s*(am|pm|a\.\s?m\.|p\.\s?m\.|午前|午後|오전|오후|上午|下午)?/i;
const CJK = /(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]?/;
const CJK_MONTH = /^(\d{1,2}|[一二三四五六七八九十]{1,3})\s*[月월]$/;
const CHINESE_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
const cjkMonth = (number: string) => (/^\d+$/.test(number) ? Number(number) : CHINESE_NUMBERS.indexOf(number) + 1 || null);

function clockOf(text: string) {
  const found = CLOCK.exec(text);
  if (!found) return { hour: 0, minute: 0, second: 0, rest: text };
  let hour = Number(found[1]);
  const marker = (found[4] ?? '').toLowerCase().replace(/[\s.]/g, '');
  if (/^(pm|午後|오후|下午)$/.test(marker) && hour < 12) hour += 12;
  if (/^(am|午前|오전|上午)$/.test(marker) && hour === 12) hour = 0;
  return {
    hour,
    minute: Number(found[2]),
    second: Number(found[3] ?? 0),
    rest: text.slice(0, found.index) + ' ' + text.slice(found.index + found[0].length),
  };
}

/** A date and time as an export writes it, or null when it is not one. */
export function readTime(raw: string): ReadTime | null {
  const text = raw.trim();
  if (!text || text.length > 60) return null;
  const iso = ISO.exec(text);
  if (iso) {
    const wall = {
      year: Number(iso[1]),
      month: Number(iso[2]),
      day: Number(iso[3]),
      hour: Number(iso[4] ?? 0),
      minute: Number(iso[5] ?? 0),
      second: Number(iso[6] ?? 0),
    };
    if (!valid(wall)) return null;
    if (!iso[7]) return { wall };
    const instant = new Date(text.replace(' ', 'T'));
    return Number.isNaN(instant.getTime()) ? null : { instant };
  }
  const cjk = CJK.exec(text);
  if (cjk) {
    const { hour, minute, second } = clockOf(text.slice(cjk.index + cjk[0].length));
    const wall = { year: Number(cjk[1]), month: Number(cjk[2]), day: Number(cjk[3]), hour, minute, second };
    return valid(wall) ? { wall } : null;
  }
  // "30 Nov 2025, 14:08", "5 de mai. de 2026 07:34", "Nov 30, 2025 2:08 PM", "5 1月 2026, 07:34": a year, a day and
  // one month, in any order, around the time of day.
  const { hour, minute, second, rest } = clockOf(text);
  const tokens = rest.split(/[\s,/]+/).filter(Boolean);
  let year: number | null = null;
  let day: number | null = null;
  let month: number | null = null;
  for (const token of tokens) {
    const numeric = CJK_MONTH.exec(token);
    if (/^\d{4}$/.test(token) && year === null) year = Number(token);
    else if (/^\d{1,2}\.?$/.test(token) && day === null) day = Number(token.replace('.', ''));
    else if (month === null && (numeric ? cjkMonth(numeric[1]!) : monthOf(token)) !== null)
      month = numeric ? cjkMonth(numeric[1]!) : monthOf(token);
    else if (!/^(de|del|di|du|г|r|год|roku|yil|den)$/i.test(fold(token))) return null;
  }
  if (year === null || day === null || month === null) return null;
  const wall = { year, month, day, hour, minute, second };
  return valid(wall) ? { wall } : null;
}

/** The instant a wall-clock time names in a time zone (a time a clock change skips reads as the hour after). */
export const instantIn = (wall: WallClock, timeZone: string): Date =>
  new Date(new TZDate(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, timeZone).getTime());

export const instantOf = (time: ReadTime, timeZone: string): Date => ('instant' in time ? time.instant : instantIn(time.wall, timeZone));

/** Whether a zone name is one the platform knows (IANA names, and UTC). */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
