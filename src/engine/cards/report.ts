// One card as `judge card`, GET /v1/cards/{name} and the MCP `card` tool show it: its faces,
// which of its lines the engine understands (and why not), and the rules it points at.
import { JudgeError } from '../../errors.ts';
import { cardStore } from '../../cards/store.ts';
import type { OracleCard } from '../../cards/types.ts';
import type { EditionSelector, RulesLibrary, TocEntry } from '../../library/types.ts';
import { CITATION_EDITION } from '../citations.ts';
import { citeRules } from '../render.ts';
import { facesOf, layoutName, layoutProblem, meldBackFaces } from './faces.ts';
import { rulesOf, understandLines, type LineVerdict, type RulePointer, type RuleTitles } from './understand.ts';

export interface CardReport {
  /** The whole card's name ("Fire // Ice" for a multi-faced card). */
  name: string;
  faces: OracleCard[];
  /** How the card holds its faces ("split (fuse)", "adventure", "modal double-faced"…; "normal" for one face). */
  layout: string;
  /** Every line of each face understood, and the layout played as the rules allow: the engine can play this card as printed. */
  understood: boolean;
  /** Why the engine can't play the card whatever its lines say (no text in the pool, a layout not modelled). */
  problem?: string;
  lines: LineVerdict[];
  /** Empty when no edition's rule titles were given. */
  rules: RulePointer[];
  /** Where the card data came from. */
  source: string;
}

/**
 * Rule numbers and titles of one edition for rulesOf: its table of contents (sections and
 * rules) and the subrules of 701 and 702, where each keyword action and ability has its title.
 */
export function ruleTitlesFrom(library: Pick<RulesLibrary, 'toc' | 'lookup'>, sel: EditionSelector = {}): RuleTitles {
  const flatten = (entries: TocEntry[]): RuleTitles => entries.flatMap((e) => [{ number: e.number, title: e.title }, ...flatten(e.children ?? [])]);
  const keywords = ['701', '702'].flatMap((n) => library.lookup(n, sel)).filter((v) => v.title);
  return [...flatten(library.toc(sel)), ...keywords.map((v) => ({ number: v.number, title: v.title! }))];
}

/**
 * The card in an edition's terms. In a translation the rules are found among the English
 * titles (keywords are English in the card pool) of the edition the engine cites, then each
 * is shown as its counterpart there, by identity as the explainer's citations are; a rule
 * with no counterpart keeps its English title and says why.
 */
export function describeCardIn(name: string, library: RulesLibrary, sel: EditionSelector = {}): CardReport {
  const edition = library.resolveEdition(sel);
  if (edition.lang === 'en') return describeCard(name, ruleTitlesFrom(library, sel));
  const english = pinnedOrLatestEnglish(library);
  const report = describeCard(name, ruleTitlesFrom(library, { edition: english }));
  const cited = citeRules(report.rules.map((r) => r.number), library, { edition: edition.id });
  report.rules = report.rules.map((r, i) => {
    const c = cited[i]!;
    if (c.status === 'absent') return { ...r, edition: edition.id, absent: { reason: c.reason ?? `not in ${edition.id}` } };
    return { ...r, title: c.title ?? r.title, edition: c.edition ?? edition.id, ...(c.quotedNumber ? { quotedNumber: c.quotedNumber } : {}) };
  });
  return report;
}

function pinnedOrLatestEnglish(library: RulesLibrary): string {
  try {
    return library.resolveEdition({ edition: CITATION_EDITION }).id;
  } catch {
    return library.resolveEdition({ lang: 'en' }).id;
  }
}

/** The card a name stands for; not_found with "did you mean" when the pool does not have it. */
export function describeCard(name: string, rules: RuleTitles = []): CardReport {
  const store = cardStore();
  const card = store.get(name);
  if (!card) {
    throw new JudgeError('not_found', `no card named "${name}" in the card pool (${store.source})`, { suggestions: store.suggest(name) });
  }
  const faces = facesOf(card);
  const lines = understandLines(faces);
  const problem = layoutProblem(faces, meldBackFaces(store.cards))?.message;
  return {
    name: card.faceOf ?? card.name,
    faces,
    layout: faces.length > 1 || card.layout === 'prototype' || card.layout === 'meld' ? layoutName(faces) : 'normal',
    understood: !problem && lines.every((l) => l.understood),
    ...(problem ? { problem } : {}),
    lines,
    rules: rulesOf(faces, rules),
    source: store.source,
  };
}
