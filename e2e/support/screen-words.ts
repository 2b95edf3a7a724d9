import * as domain from '@plantwise/domain';
import type { Page } from '@playwright/test';

/**
 * Finds words on a screen that people cannot read: a value as the database spells it (in_progress,
 * awaiting_signatures), an ISO timestamp, a uuid or a piece of one, an e-mail address where a person's
 * name belongs. Each finding names its screen and quotes the text around it.
 */

export interface Finding {
  screen: string;
  kind: 'timestamp' | 'id' | 'value' | 'e-mail';
  found: string;
  around: string;
}

/** Every value of every enum in the domain's contracts, walked from its exports (so a new one is scanned too). */
function domainEnumValues(): Set<string> {
  const seen = new WeakSet<object>();
  const values = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (def) {
      if (def.type === 'enum') {
        for (const value of Object.values(def.entries as Record<string, unknown>)) {
          // A sort key's descending form ('-title') is the column name.
          if (typeof value === 'string') values.add(value.replace(/^-/, ''));
        }
      }
      // A lazy schema's getter is skipped: it would build the schema it points back to.
      for (const [key, value] of Object.entries(def)) if (key !== 'getter') walk(value);
      return;
    }
    if (Array.isArray(node)) node.forEach(walk);
    else if (Object.getPrototypeOf(node) === Object.prototype) Object.values(node).forEach(walk);
  };
  Object.values(domain).forEach(walk);
  return values;
}

/**
 * Values that are also plain words a screen may show on their own, each with why. Compound values
 * (with '_' or '-') are never allowed: no screen means them.
 */
const ALLOWED_WORDS: Record<string, string> = {
  // Grades A–F are the label: the scale people are taught.
  A: 'a grade is its letter',
  B: 'a grade is its letter',
  C: 'a grade is its letter',
  D: 'a grade is its letter',
  F: 'a grade is its letter',
};

const ENUM_VALUES = [...domainEnumValues()].filter((value) => !(value in ALLOWED_WORDS));
/** Spelled with '_' or '-': never English, so found anywhere in the text. */
const COMPOUND_VALUES = ENUM_VALUES.filter((value) => /[_-]/.test(value));
/** A lowercase word: found only when it is all an element says (a badge, a cell), where a label belongs. */
const WORD_VALUES = new Set(ENUM_VALUES.filter((value) => /^[a-z]+$/.test(value)));

/** A lowercase value as a field's whole answer ('Fix: permanent') or quoted ('as 'performed''). */
const wordAlternatives = [...WORD_VALUES].sort((a, b) => b.length - a.length).join('|');
const ANSWERED_WORD = new RegExp(
  `(?<=: )(?:${wordAlternatives})(?=[ \\t]*$)|(?<=')(?:${wordAlternatives})(?=')`,
  'gm',
);

const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
// A piece of a uuid or hash (WO-1a2b3c4d): eight or more lowercase hex characters with both a digit and
// a letter, so neither a number nor a word. Upper case is left alone: the codes people quote on purpose
// (a fault report's reference, 688163E2) are written in capitals, and uuids never are.
const HEX_FRAGMENT = /(?<![0-9A-Za-z])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}(?![0-9A-Za-z])/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const compoundPattern = new RegExp(
  `(?<![\\w-])(?:${COMPOUND_VALUES.sort((a, b) => b.length - a.length)
    .map((value) => value.replace(/[-]/g, '\\-'))
    .join('|')})(?![\\w-])`,
  'g',
);

/** The screen's visible text, and the text of every element that says one word and nothing else. */
export async function readScreen(page: Page): Promise<{ text: string; wholeWords: string[] }> {
  return page.evaluate(
    (words) => {
      const wanted = new Set(words);
      const wholeWords: string[] = [];
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        const text = element.innerText?.trim();
        if (!text || !wanted.has(text) || !element.checkVisibility()) continue;
        // Once per word: the innermost element that says it.
        if ([...element.children].some((child) => (child as HTMLElement).innerText?.trim() === text))
          continue;
        // A count with its word ('28 operational', '3 overdue') is a phrase, not a label.
        if (/^[\d,.]+\s+\S+$/.test(element.parentElement?.innerText.trim() ?? '')) continue;
        wholeWords.push(text);
      }
      return { text: document.body.innerText, wholeWords };
    },
    [...WORD_VALUES],
  );
}

function around(text: string, index: number, length: number): string {
  return text
    .slice(Math.max(0, index - 40), index + length + 40)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What is unreadable in a screen's text. `emailsAllowed` where an address is the point of the screen
 * (the people an admin manages, the mail outbox, signing in).
 */
export function unreadableWords(
  screen: string,
  { text, wholeWords }: { text: string; wholeWords: string[] },
  { emailsAllowed = false } = {},
): Finding[] {
  const findings: Finding[] = [];
  const scan = (kind: Finding['kind'], pattern: RegExp, within = text) => {
    for (const match of within.matchAll(pattern)) {
      findings.push({ screen, kind, found: match[0], around: around(text, match.index, match[0].length) });
    }
  };
  scan('timestamp', ISO_TIMESTAMP);
  // A link shown to be copied or printed (a QR label's address) and a record's content hash, shown so
  // that it can be compared, are ids on purpose; an address is judged as an address, not as an id.
  const blank = (found: string) => ' '.repeat(found.length);
  const readable = text
    .replace(/https?:\/\/\S+/g, blank)
    .replace(/SHA-256 [0-9a-f]+/g, blank)
    .replace(EMAIL, blank);
  scan('id', UUID, readable);
  // A whole uuid once, not again as pieces.
  scan('id', HEX_FRAGMENT, readable.replace(UUID, blank));
  scan('value', compoundPattern);
  scan('value', ANSWERED_WORD);
  if (!emailsAllowed) scan('e-mail', EMAIL);
  for (const word of wholeWords) findings.push({ screen, kind: 'value', found: word, around: word });
  return findings;
}
