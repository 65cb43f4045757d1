// The tournament documents searched as one. Their sections go into a single index, so the
// MTR's and the IPG's scores are on one scale (each alone has a few dozen sections, too few
// for a word's rarity to mean the same in both); each infraction is indexed under its own
// name ("Game Rule Violation": what a judge says of "Game Play Error — Game Rule Violation")
// with its penalty, and a judge's shorthand is put in the documents' words (policy-terms.ts). policyLikelihood
// says how much a question reads as one for these documents rather than for the rules.
import { documentOf } from '../tree/documents.ts';
import type { DocumentId, Edition, NumberedNode } from '../tree/types.ts';
import type { EditionIndex } from './edition-index.ts';
import { policyTerms } from './policy-terms.ts';
import { type ReadQuery, type RulesSearch } from './search.ts';

export interface PolicyHit {
  document: DocumentId;
  edition: string;
  number: string;
  score: number;
  title?: string;
  snippet: () => string;
}

interface Combined {
  edition: Edition;
  /** "ipg:2.5" → the section's own edition, number and printed title. */
  sections: Map<string, { edition: Edition; number: string; title?: string }>;
}

const combined = new Map<string, Combined>();

/** One edition holding the documents' sections, numbered "mtr:4.2", "ipg:2.5". */
function combine(editions: Edition[]): Combined {
  const id = `policy:${editions.map((e) => e.id).join('+')}`;
  let made = combined.get(id);
  if (made) return made;
  const sections: Combined['sections'] = new Map();
  const clone = (node: NumberedNode, edition: Edition): NumberedNode => {
    const number = `${documentOf(edition)}:${node.number}`;
    sections.set(number, { edition, number: node.number, ...(node.title ? { title: node.title } : {}) });
    const name = node.title?.split(/\s[—–-]\s/).pop();
    // "What's the penalty for …" is the question judges ask most: an infraction's penalty,
    // printed on its heading, is read as the first words of its text (and of its snippet).
    const text = node.penalty ? `Penalty: ${node.penalty}.\n${node.text}` : node.text;
    return { ...node, number, ...(name ? { title: name } : {}), text, children: node.children.map((c) => (c.type === 'example' ? c : clone(c, edition))) };
  };
  const children = editions.flatMap((e) => e.root.children.flatMap((top) => (top.type === 'section' ? [clone(top, e)] : [])));
  const first = editions[0]!;
  const edition: Edition = { ...first, id, title: 'Tournament documents', notes: [], anomalies: [], unresolved: [], root: { type: 'root', children } };
  made = { edition, sections };
  combined.set(id, made);
  return made;
}

export function policyIndex(search: RulesSearch, editions: Edition[]): EditionIndex {
  return search.indexes.get(combine(editions).edition);
}

export function policyIndexBuilt(search: RulesSearch, editions: Edition[]): boolean {
  return search.indexes.isBuilt(combine(editions).edition.id);
}

export function preparePolicyIndex(search: RulesSearch, editions: Edition[]): Promise<EditionIndex> {
  return search.indexes.prepare(combine(editions).edition);
}

/** The documents' sections ranked for a question, best first, and how many there are
 *  (all counted). */
export function searchPolicy(search: RulesSearch, editions: Edition[], { asked }: ReadQuery, limit: number): { hits: PolicyHit[]; total: number } {
  const { sections } = combine(editions);
  const text = policyTerms(asked.text).text;
  const { hits, matched } = policyIndex(search, editions).find({ text, phrases: asked.phrases, prefixes: asked.prefixes }, limit, undefined, Infinity);
  return {
    total: matched,
    hits: hits.map((h) => {
      const section = sections.get(h.number)!;
      return { document: documentOf(section.edition), edition: section.edition.id, number: section.number, score: h.score, ...(section.title ? { title: section.title } : {}), snippet: h.snippet };
    }),
  };
}

/** A section title's word is the title's own when fewer than this many of the documents'
 *  titles hold it ("tournament", "deck" and "error" stand in many) and the rules use it
 *  seldom (at most SECTION_WORD_SHARE of their paragraphs: not "player", "game", "card"). */
const SECTION_WORD_TITLES = 3;
const SECTION_WORD_SHARE = 0.01;

const ownWordsOf = new WeakMap<EditionIndex, Array<{ number: string; words: string[] }>>();

/**
 * The documents' sections a question names by the words particular to their titles
 * ("Tournament Shortcuts" by "shortcut", "Sideboard" by "sideboard", "Die Rolling" by "die
 * roll"), best-ranked title first: what the question is about in the documents' own terms,
 * even where the rules use the word too (732 on shortcuts). `stems`: the question's stems.
 * A title with no such word ("Players", "Triggered Abilities") is never named this way.
 */
export function namedSections(policy: EditionIndex, rules: EditionIndex, stems: readonly string[]): string[] {
  let titles = ownWordsOf.get(policy);
  if (!titles) {
    const firsts = new Map<string, string>(); // topic → the section it titles (its first paragraph)
    for (const d of policy.data.docs) if (d.topic && !firsts.has(d.topic)) firsts.set(d.topic, d.number);
    const inTitles = new Map<string, number>();
    for (const topic of firsts.keys()) for (const w of new Set(topic.split(' '))) inTitles.set(w, (inTitles.get(w) ?? 0) + 1);
    const rare = (w: string) => (inTitles.get(w) ?? 0) < SECTION_WORD_TITLES && rules.data.postings.df(w) <= rules.size * SECTION_WORD_SHARE && !/^\d+$/.test(w);
    titles = [...firsts]
      .filter(([, number]) => number.startsWith('mtr:'))
      .map(([topic, number]) => ({ number, words: [...new Set(topic.split(' '))].filter(rare) }))
      .filter((t) => t.words.length && rules.namesRulesTerm(t.words.join(' ')) && !t.words.some((w) => namesSubtype(rules, w)));
    ownWordsOf.set(policy, titles);
  }
  const asked = new Set(stems);
  return titles.filter((t) => t.words.every((w) => asked.has(w))).map((t) => t.number);
}

/** Whether the rules list a word among the subtypes (205.3): it names cards ("Role", beside
 *  the MTR's "Tournament Roles"), not a tournament matter. */
function namesSubtype(rules: EditionIndex, stem: string): boolean {
  const { docs } = rules.data.postings.merged([stem]);
  for (const d of docs) if (rules.data.docs[d]!.number.startsWith('205.3')) return true;
  return false;
}

/** How far the rules' results give way to the documents' when the question reads as a
 *  policy question, and how far the documents' are let in when it reads as a rules one. */
const POLICY_FLOOR = 0.1;
const RULES_YIELD = 0.6;
/** The mean log-likelihood ratio (per word) at which a question reads as much policy as
 *  rules, and how sharply it turns from one to the other around it. */
const POLICY_MIDPOINT = 0.9;
const POLICY_STEEPNESS = 4;
/** A judge's shorthand in the question ("HCE", "time is called": policy-terms.ts) makes it
 *  at least this much a policy question. */
const JARGON_LIKELIHOOD = 0.75;

/**
 * How much a question reads as one for the tournament documents (0–1): the mean, over its
 * words, of how much likelier each is in their text than in the rules' (unigram language
 * models from the indexes' own counts, smoothed), through a logistic curve. The rules and
 * the documents differ in size and length of paragraph, so their scores alone cannot be set
 * against each other: a long IPG section holds most of any long question's words.
 * The question is read without the card names the rules search found in it, and, unless it
 * holds a judge's shorthand, as that search reads it (`read`: player words in the rules'
 * words, "death touch" as deathtouch): a card's name first in a bug report ("Rite of
 * Replication with Archaeomancer does not work correct": "rite"), "into play", "legend
 * rule", "death touch" read as the documents' words and rules questions got MTR 6.4 or IPG
 * sections in their first five. A question with a judge's shorthand is read as typed
 * (`typed`): its player words are a judge's too ("cracked a fetch land … what's the
 * infraction"). Of either, capitalised words after the first are left out — names the
 * search did not find, which the documents' banned lists and examples hold and the rules
 * do not.
 */
export function policyLikelihood(rules: EditionIndex, policy: EditionIndex, typed: string, read: string = typed): number {
  const names = /(?<=\S\s+)\p{Lu}[\p{L}'’-]*/gu;
  const asTyped = policyTerms(typed.replace(names, ' '));
  const { text, found } = asTyped.found ? asTyped : policyTerms(read.replace(names, ' '));
  let sum = 0;
  let n = 0;
  const stems = rules.stems(text);
  // A section's title of two words or more that the rules do not write as their own phrase
  // ("looking at extra cards", "outside assistance", "deck check"; not "triggered abilities")
  // names what the documents are about as a judge's shorthand does.
  const titled = policy.titlesIn(stems).some((t) => !rules.namesRulesTerm(t));
  for (const stem of new Set(stems)) {
    const p = policy.collectionFrequency(stem);
    const r = rules.collectionFrequency(stem);
    if (!p.tf && !r.tf) continue;
    sum += Math.log((p.tf + 0.5) / p.total) - Math.log((r.tf + 0.5) / r.total);
    n++;
  }
  const likelihood = n ? 1 / (1 + Math.exp(-POLICY_STEEPNESS * (sum / n - POLICY_MIDPOINT))) : 0;
  return found || titled ? Math.max(likelihood, JARGON_LIKELIHOOD) : likelihood;
}

/** The factors the rules' scores and the documents' scores are multiplied by, each list's
 *  best first set to 1, for a question that reads this much as a policy one. */
export function weights(likelihood: number): { rules: number; policy: number } {
  return { rules: 1 - RULES_YIELD * likelihood, policy: POLICY_FLOOR + (1 - POLICY_FLOOR) * likelihood };
}
