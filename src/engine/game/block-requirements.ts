// block requirements (509.1c). "All creatures able to block this creature do so"
// (Lure), "This creature must be blocked if able", "Target creature blocks this creature this
// turn if able": a declaration of blockers is illegal if it obeys fewer requirements than the
// most that some declaration obeying every restriction could (509.1b–c). The engine finds that
// most by trying every declaration the defending player could make; a board too large to try
// is refused, never guessed.
import { cite } from '../citations.ts';
import { characteristics } from './characteristics.ts';
import { IllegalAction } from './illegal.ts';
import { say, type Message } from '../messages/message.ts';
import { declarationProblem, restrictionsOn } from './restrictions.ts';
import { permanentById, type Game, type Permanent } from './state.ts';

type Block = { id: string; attacker: string };
/** One requirement: `blocker` blocks `attacker` if able; without a blocker, `attacker` is blocked if able; without an attacker, `blocker` blocks if able. */
type Requirement = { blocker?: string; attacker?: string; text: Message };

/** The most declarations tried before the engine refuses to judge the requirements. */
const MAX_TRIES = 20000;

/** Why a whole declaration breaks a restriction on the number of blockers (menace, "can't block alone", "more than N"), or null. */
export function wholeBlockProblem(game: Game, blockers: Block[]): { why: Message; rules: string[] } | null {
  for (const a of game.combat.attackers) {
    const count = blockers.filter((b) => b.attacker === a.id).length;
    const ac = characteristics(game, permanentById(game, a.id)!);
    if (count === 1 && ac.keywords.has('menace')) return { why: say('illegal.menace', { attacker: ac.name, menace: say('term.keyword', { keyword: 'menace' }) }), rules: cite('blockRestrictions', 'menace') };
  }
  const saved = game.combat.blockers;
  game.combat.blockers = blockers;
  try {
    const problem = declarationProblem(game, 'block');
    return problem ? { why: problem, rules: cite('blockRestrictions') } : null;
  } finally {
    game.combat.blockers = saved;
  }
}

function requirements(game: Game, defenders: Permanent[]): Requirement[] {
  const out: Requirement[] = [];
  const name = (id: string): string => permanentById(game, id)?.card.def.name ?? id;
  for (const a of game.combat.attackers) {
    const attacker = permanentById(game, a.id);
    if (!attacker) continue;
    const rules = restrictionsOn(game, attacker);
    if (rules.has('lure')) for (const d of defenders.filter((p) => p.controller === a.defender)) out.push({ blocker: d.id, attacker: a.id, text: say('requirement.lure', { blocker: d.card.def.name, attacker: name(a.id) }) });
    if (rules.has('must-be-blocked')) out.push({ attacker: a.id, text: say('requirement.mustBeBlocked', { attacker: name(a.id) }) });
  }
  for (const d of defenders) {
    if (restrictionsOn(game, d).has('blocks-each-combat')) out.push({ blocker: d.id, text: say('requirement.blocksEachCombat', { blocker: d.card.def.name }) });
    for (const f of game.floating) {
      const change = f.change;
      if (f.objectId !== d.id || change.layer !== 'rules' || change.restriction !== 'must-block' || !change.attacker) continue;
      const attacker = change.attacker;
      if (game.combat.attackers.some((a) => a.id === attacker)) out.push({ blocker: d.id, attacker, text: say('requirement.mustBlock', { blocker: d.card.def.name, attacker: name(attacker) }) });
    }
  }
  return out;
}

const obeyed = (reqs: Requirement[], blockers: Block[]): Requirement[] => reqs.filter((r) => blockers.some((b) => (r.attacker === undefined || b.attacker === r.attacker) && (r.blocker === undefined || b.id === r.blocker)));

/** Every set of up to `most` attackers from `legal` (the empty set first). */
function choices(legal: string[], most: number): string[][] {
  const out: string[][] = [[]];
  for (const a of legal) for (const c of [...out]) if (c.length < most) out.push([...c, a]);
  return out;
}

/**
 * 509.1c: throws when the declared blockers obey fewer requirements than the most possible.
 * `pairOk` says whether a blocker may block an attacker on its own (509.1a–b); `limit` how many
 * creatures a blocker may block.
 */
export function checkBlockRequirements(game: Game, pairOk: (blocker: Permanent, attacker: Permanent) => boolean, limit: (blocker: Permanent) => number): void {
  const defending = new Set(game.combat.attackers.map((a) => a.defender));
  const defenders = game.battlefield.filter((p) => defending.has(p.controller) && characteristics(game, p).types.includes('Creature'));
  const reqs = requirements(game, defenders);
  if (!reqs.length) return;
  const declared = obeyed(reqs, game.combat.blockers);
  if (declared.length === reqs.length) return;
  const attackers = game.combat.attackers.map((a) => permanentById(game, a.id)).filter((p): p is Permanent => Boolean(p));
  const options = defenders.map((d) => ({ id: d.id, sets: choices(attackers.filter((a) => pairOk(d, a)).map((a) => a.id), limit(d)) }));
  const tries = options.reduce((n, o) => n * o.sets.length, 1);
  if (tries > MAX_TRIES) throw new IllegalAction(say('illegal.tooManyDeclarations', { tries }), cite('blockRequirements'));
  let best: Requirement[] = declared;
  const walk = (i: number, blockers: Block[]): void => {
    if (i === options.length) {
      const met = obeyed(reqs, blockers);
      if (met.length > best.length && !wholeBlockProblem(game, blockers)) best = met;
      return;
    }
    for (const set of options[i]!.sets) walk(i + 1, [...blockers, ...set.map((attacker) => ({ id: options[i]!.id, attacker }))]);
  };
  walk(0, []);
  if (best.length <= declared.length) return;
  const missed = best.filter((r) => !declared.includes(r));
  throw new IllegalAction(say('illegal.requirementsMissed', { obeyed: declared.length, best: best.length, missed: missed.map((r) => r.text) }), cite('blockRequirements'));
}
