// A scenario's `rules:` key checked against the editions there are: the engine does not hold
// the rules, so the CLI and the API, which do, list them (kept apart from schema.ts so the
// server checks it without loading the engine's schema).
import { JudgeError } from '../../errors.ts';

/** The editions a scenario's `rules:` may name: each Comprehensive Rules edition's id and
 *  language (the engine does not hold the rules, so its caller lists them). */
export function rulesKeysOf(editions: ReadonlyArray<{ id: string; lang: string; kind?: string }>): string[] {
  const rules = editions.filter((e) => e.kind !== 'policy');
  return [...new Set([...rules.map((e) => e.lang), ...rules.map((e) => e.id)])];
}

/** The languages among `known` (`rulesKeysOf`), and each one's latest edition id. */
export function languagesAndLatest(known: readonly string[]): { langs: string[]; latest: string[] } {
  const langs = known.filter((k) => /^[a-z]{2}$/.test(k));
  const latest = langs.map((lang) => known.filter((k) => k.startsWith(`${lang}-`)).sort().at(-1)).filter((k) => k !== undefined);
  return { langs, latest };
}

/** A scenario's `rules:` (an edition id or a language) that names none of `known`:
 *  invalid_scenario at path `rules`, naming the languages and each one's latest edition. */
export function checkRulesKey(rules: unknown, known: readonly string[]): void {
  if (typeof rules !== 'string' || known.includes(rules) || known.includes(rules.toLowerCase())) return;
  const { langs, latest } = languagesAndLatest(known);
  const message = `unknown edition "${rules}": name a language (${langs.join(', ')}) or an edition id such as ${latest.join(', ')} (\`judge report\` and GET /v1/editions list them all)`;
  throw new JudgeError('invalid_scenario', `the scenario is not valid: rules: ${message}`, { details: [{ path: 'rules', message }] });
}

/** The edition a scenario's `rules:` names, as a selector: a two-letter language, or an
 *  edition id. Callers apply it only when the reader named none (--edition, ?edition=). */
export function rulesSelector(rules: string | undefined): { edition?: string; lang?: string } {
  if (!rules) return {};
  return /^[a-z]{2}$/i.test(rules) ? { lang: rules.toLowerCase() } : { edition: rules };
}
