// The rules a trigger the game made from a keyword cites (702.x), for the trace: the keyword's own
// rule, found from the ability's text (keywords.ts names them) or, for mechanics' triggers, its effect.
import type { ReasonCode } from '../../citations.ts';
import type { Ability } from '../../oracle/ast.ts';
import { keywordCode } from './keywords.ts';
import { tokenKeywordCodes } from '../tokens.ts';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** The rule that defines a trigger the game made from a keyword (or a trigger event of this vocabulary), for the trace. */
export function keywordTriggerCodes(ability: Triggered): ReasonCode[] {
  const made = keywordCode(ability);
  if (made) return [made];
  const word = ability.text.split(' ')[0]!.toLowerCase();
  // triggered keywords of permanents (keywords-permanents.ts) cite their own rule.
  const permanentKeyword = ({ soulshift: 'soulshift', modular: 'modular', extort: 'extort', afterlife: 'afterlife', fabricate: 'fabricate', evolve: 'evolve', mentor: 'mentor', backup: 'backup', ingest: 'ingest' } as const)[word as 'soulshift' | 'modular' | 'extort' | 'afterlife' | 'fabricate' | 'evolve' | 'mentor' | 'backup' | 'ingest'];
  if (permanentKeyword) return [permanentKeyword];
  // creature keywords' triggers (oracle/entries/creature-keywords.ts), known by their effect.
  for (const e of ability.effects) {
    if (e.type === 'create-token' && e.keyword) return tokenKeywordCodes(e.keyword);
    if (e.type === 'group' && e.asks === 'myriad') return ['myriad'];
    if (e.type === 'sacrifice' && e.keyword === 'exploit') return ['exploit'];
  }
  const spec = ability.trigger;
  if (spec.on === 'exploits') return ['exploits'];
  const ifs = ability.trigger.interveningIf;
  if (ifs?.kind === 'not' && ifs.condition.kind === 'source-status' && ifs.condition.status.was === 'tribute-paid') return ['tributeNotPaid'];
  if (spec.on === 'gains-life') return ['lifeGainTrigger'];
  return [];
}

