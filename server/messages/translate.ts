// Server messages in the reader's language. The English text a service writes is the message's key (as gettext and
// Lingui key messages by their source text), so the spec's wording stays where the rule is and a catalogue per
// language maps each English template to its translation. Placeholders ({0}, {1}…) stand where the English
// interpolates a value; a value that is itself a catalogue entry ("Workout", "Exercise {0}") is translated too.
import { DEFAULT_LANGUAGE, type Language } from '../../common/languages.js';
import { AppError } from '../lib/errors.js';
import { es } from './es.js';

/** Every language but English, which is the messages' own. */
type Translated = Exclude<Language, 'en-US'>;
const CATALOGUES: Record<Translated, Record<string, string>> = { 'es-ES': es };
const isTranslated = (language: Language): language is Translated => language !== DEFAULT_LANGUAGE;

interface Template {
  pattern: RegExp;
  translation: string;
  /** The English's own characters: where two templates match, the more specific wins. */
  weight: number;
}

const PLACEHOLDER = /\{(\d+)\}/g;
const MAX_TRANSLATED_LENGTH = 600;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: Record<string, string>) {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [english, translation] of Object.entries(catalogue)) {
    if (!PLACEHOLDER.test(english)) {
      exact.set(english, translation);
      continue;
    }
    PLACEHOLDER.lastIndex = 0;
    const order: number[] = [];
    const source = english
      .split(PLACEHOLDER)
      .map((part, index) => {
        if (index % 2 === 0) return escape(part);
        order.push(Number(part));
        return '([\\s\\S]+?)';
      })
      .join('');
    templates.push({
      // The captures are renumbered in the order the English has them, whatever the numbers say.
      pattern: new RegExp(`^${source}$`),
      translation: order.reduce((text, number, index) => text.replaceAll(`{${number}}`, `{#${index}}`), translation),
      weight: english.replace(PLACEHOLDER, '').length,
    });
  }
  templates.sort((a, b) => b.weight - a.weight);
  return { exact, templates };
}

const compiled = new Map<Language, ReturnType<typeof compile>>();
function compiledFor(language: Translated) {
  let entry = compiled.get(language);
  if (!entry) compiled.set(language, (entry = compile(CATALOGUES[language])));
  return entry;
}

interface Worded {
  text: string;
  /** Whether the text begins with a value carried over as written (a field's name, a code): left as it is. */
  startsAsWritten: boolean;
}

function translatePart(text: string, catalogue: ReturnType<typeof compile>, depth: number): Worded | null {
  const exact = catalogue.exact.get(text);
  if (exact !== undefined) return { text: exact, startsAsWritten: false };
  if (depth > 3) return null;
  for (const template of catalogue.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = match.slice(1).map((value) => translatePart(value, catalogue, depth + 1) ?? { text: value, startsAsWritten: true });
    const first = /^\{#(\d+)\}/.exec(template.translation);
    return {
      text: values.reduce((translation, value, index) => translation.replaceAll(`{#${index}}`, value.text), template.translation),
      startsAsWritten: first ? values[Number(first[1])]!.startsAsWritten : false,
    };
  }
  return null;
}

/** A message written in English, in `language`; as written when the catalogue has no entry for it. */
export function translateMessage(message: string, language: Language): string {
  // Messages quote what people sent (a file's line, a name); past this length none is one of ours, and matching
  // templates of several placeholders against a long text would cost more than the answer is worth.
  if (!isTranslated(language) || message.length > MAX_TRANSLATED_LENGTH) return message;
  const worded = translatePart(message, compiledFor(language), 0);
  if (!worded) return message;
  // A sentence starts with a capital, also when a lower-case entry ("el entrenamiento") comes first in it.
  return worded.startsAsWritten ? worded.text : worded.text.charAt(0).toLocaleUpperCase(language) + worded.text.slice(1);
}

/** The same error, its message and each field's in `language`. */
export function translateError(error: AppError, language: Language): AppError {
  if (!isTranslated(language)) return error;
  return new AppError(
    error.code,
    translateMessage(error.message, language),
    error.details.map((detail) => ({ field: detail.field, message: translateMessage(detail.message, language) })),
  );
}
