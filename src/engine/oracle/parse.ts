// The Oracle-text parser: one ability per line, matched against a closed vocabulary of
// templates. Text outside the vocabulary is an error naming the line — never ignored,
// because an ignored line would make the engine silently give a wrong answer.
import { COLORS, KEYWORDS, type Ability, type AbilityBody, type Affected, type Color, type Cost, type Effect, type Keyword, type StaticEffect, type TargetKind, type Trigger } from './ast.ts';
import { parseManaSymbols } from './mana.ts';

/** The templates the parser understands, shown to the user when a line is not one of them. */
export const UNDERSTOOD: string[] = [
  `keywords: ${KEYWORDS.map((k) => k[0]!.toUpperCase() + k.slice(1)).join(', ')}, Protection from [color]`,
  'CARDNAME deals N (or X) damage to any target / target creature / target player / each creature [and each player]',
  'Target creature gets +N/+N (or -N/-N) until end of turn. / CARDNAME (or "it") gets +N/+N until end of turn.',
  'Target creature gains KEYWORD until end of turn. / CARDNAME (or "it") gains KEYWORD until end of turn.',
  "Switch target creature's power and toughness until end of turn.",
  'Destroy target creature. / Exile target creature. / Tap target creature. / Destroy all creatures (artifacts, enchantments).',
  "Return target creature to its owner's hand.",
  'Counter target spell.',
  'You gain N life. / You may gain N life. / Target player loses N life. / Each opponent loses N life.',
  'Draw N cards. / Draw a card.',
  'Create a N/N COLOR TYPE creature token. / Create N N/N COLOR TYPE creature tokens.',
  'Put N +1/+1 (or -1/-1) counters on target creature.',
  'Prevent the next N damage that would be dealt to any target this turn.',
  'COSTS: EFFECT — costs {T}, mana symbols, Sacrifice CARDNAME; "{T}: Add {G}."; loyalty abilities "+1: EFFECT", "-2: EFFECT"',
  'When CARDNAME enters [the battlefield], EFFECT / When CARDNAME dies, EFFECT',
  'Whenever CARDNAME attacks, EFFECT / Whenever CARDNAME deals combat damage to a player, EFFECT',
  'Whenever [another] creature [you control] dies, EFFECT / Whenever [another] creature enters [the battlefield] [under your control], EFFECT',
  'At the beginning of your (each) upkeep / end step, EFFECT',
  'Creatures you control get +N/+N. / Other creatures you control get +N/+N [and have KEYWORD]. / All creatures get -N/-N.',
  'Enchant creature / Enchanted creature gets +N/+N [and has KEYWORD]. / Equipped creature gets +N/+N. / Equip {N}',
  'Destroy / Exile / Tap / Untap target creature (artifact, enchantment, land, permanent, nonland permanent). / Counter target (creature / noncreature) spell.',
  'Whenever CARDNAME blocks / becomes blocked / attacks or blocks, EFFECT / At the beginning of combat on your turn, EFFECT',
  'Nonbasic lands are [basic land type]s.',
  'Each other non-Aura enchantment is a creature in addition to its other types and has base power and toughness each equal to its mana value.',
  'If CARDNAME would die, exile it instead. / If a creature would die, exile it instead.',
  "CARDNAME can't block. / CARDNAME can't be blocked. / CARDNAME can't attack. / CARDNAME enters the battlefield tapped.",
  'Prevent all combat damage that would be dealt this turn. / Regenerate CARDNAME. / Regenerate target creature.',
  'Target creature has base power and toughness N/N until end of turn. / Target creature loses all abilities until end of turn. / two of these joined by "and" (Target creature gets +2/+2 and gains flying until end of turn.)',
  'All [other] creatures lose all abilities and have base power and toughness N/N.',
];

export class OracleParseError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly lineText: string,
  ) {
    super(message);
  }
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};
const N = '(\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)';
const num = (s: string): number => (/^\d+$/.test(s) ? Number(s) : NUMBER_WORDS[s]!);
const signed = (s: string): number => Number(s.replace('+', ''));
const KEYWORD_ALT = KEYWORDS.join('|');
const BASIC_TYPES: Record<string, string> = { plains: 'Plains', islands: 'Island', swamps: 'Swamp', mountains: 'Mountain', forests: 'Forest' };

const TARGET_PHRASES: Record<string, TargetKind> = {
  'any target': 'any',
  'target creature or player': 'any',
  'target creature or planeswalker': 'creature-or-planeswalker',
  'target creature you control': 'creature-you-control',
  'target creature an opponent controls': 'creature-opponent-controls',
  'target creature': 'creature',
  'target player or planeswalker': 'player',
  'target opponent': 'player',
  'target player': 'player',
  'target artifact or enchantment': 'artifact-or-enchantment',
  'target artifact': 'artifact',
  'target enchantment': 'enchantment',
  'target nonland permanent': 'nonland-permanent',
  'target permanent': 'permanent',
  'target land': 'land',
  'target creature spell': 'creature-spell',
  'target noncreature spell': 'noncreature-spell',
  'target spell': 'spell',
};
// Longest first, so "target creature spell" is not read as "target creature".
const TARGET_ALT = Object.keys(TARGET_PHRASES).sort((a, b) => b.length - a.length).join('|');
const CREATURE_TARGET_ALT = 'target creature you control|target creature an opponent controls|target creature';
const PERMANENT_TARGET_ALT = Object.keys(TARGET_PHRASES).filter((k) => !/spell|player|opponent|any target|or player/.test(k)).sort((a, b) => b.length - a.length).join('|');

function targetKind(phrase: string): TargetKind | null {
  return TARGET_PHRASES[phrase] ?? null;
}

/** One imperative sentence ("Draw a card") → an effect, or null when outside the vocabulary. */
function parseEffect(sentence: string): Effect | null {
  let m: RegExpMatchArray | null;
  if ((m = sentence.match(new RegExp(`^cardname deals (${N.slice(1, -1)}|x) damage to (${TARGET_ALT})$`))) && ['any', 'creature', 'creature-or-planeswalker', 'player'].includes(targetKind(m[2]!)!)) {
    return { type: 'damage', amount: m[1] === 'x' ? 'X' : num(m[1]!), target: targetKind(m[2]!)! };
  }
  if ((m = sentence.match(new RegExp(`^cardname deals ${N} damage to each creature( and each player)?$`)))) {
    return { type: 'damage-each', amount: num(m[1]!), creatures: true, players: Boolean(m[2]) };
  }
  if ((m = sentence.match(new RegExp(`^(${CREATURE_TARGET_ALT}) gets ([+-]\\d+)/([+-]\\d+) until end of turn$`)))) {
    return { type: 'pump', power: signed(m[2]!), toughness: signed(m[3]!), target: targetKind(m[1]!)! };
  }
  if ((m = sentence.match(/^cardname gets ([+-]\d+)\/([+-]\d+) until end of turn$/))) {
    return { type: 'pump-self', power: signed(m[1]!), toughness: signed(m[2]!) };
  }
  if ((m = sentence.match(new RegExp(`^cardname gains (${KEYWORD_ALT}) until end of turn$`)))) return { type: 'grant-self', keyword: m[1] as Keyword };
  if ((m = sentence.match(new RegExp(`^(${CREATURE_TARGET_ALT}) gains (${KEYWORD_ALT}) until end of turn$`)))) {
    return { type: 'grant', keyword: m[2] as Keyword, target: targetKind(m[1]!)! };
  }
  if (/^switch target creature's power and toughness until end of turn$/.test(sentence)) return { type: 'switch-pt', target: 'creature' };
  if ((m = sentence.match(new RegExp(`^(destroy|exile|tap|untap) (${PERMANENT_TARGET_ALT})$`)))) {
    return { type: m[1] as 'destroy', target: targetKind(m[2]!)! } as Effect;
  }
  if ((m = sentence.match(/^destroy all (creatures|artifacts|enchantments)$/))) return { type: 'destroy-all', what: m[1] as 'creatures' };
  if ((m = sentence.match(new RegExp(`^return (${PERMANENT_TARGET_ALT}) to its owner's hand$`)))) return { type: 'bounce', target: targetKind(m[1]!)! };
  if ((m = sentence.match(/^counter (target spell|target creature spell|target noncreature spell)$/))) return { type: 'counter-spell', target: targetKind(m[1]!)! };
  if ((m = sentence.match(new RegExp(`^you gain ${N} life$`)))) return { type: 'gain-life', amount: num(m[1]!) };
  // "You may" is a choice; the engine takes the action (a documented default).
  if ((m = sentence.match(new RegExp(`^you may gain ${N} life$`)))) return { type: 'gain-life', amount: num(m[1]!), optional: true };
  if ((m = sentence.match(new RegExp(`^target player loses ${N} life$`)))) return { type: 'lose-life', amount: num(m[1]!), target: 'player' };
  if ((m = sentence.match(new RegExp(`^each opponent loses ${N} life$`)))) return { type: 'lose-life', amount: num(m[1]!) };
  if ((m = sentence.match(new RegExp(`^(?:you )?draw ${N} cards?$`)))) return { type: 'draw', amount: num(m[1]!) };
  if ((m = sentence.match(new RegExp(`^create ${N} (\\d+)/(\\d+) (${COLORS.join('|')}|colorless) ([a-z]+) creature tokens?$`)))) {
    const subtype = m[5]!;
    return {
      type: 'create-token', count: num(m[1]!), power: Number(m[2]), toughness: Number(m[3]),
      color: m[4] as Color | 'colorless', subtype: subtype[0]!.toUpperCase() + subtype.slice(1),
    };
  }
  if ((m = sentence.match(new RegExp(`^put ${N} ([+-]1/[+-]1) counters? on target creature$`)))) {
    return { type: 'put-counters', count: num(m[1]!), counter: m[2] as '+1/+1' | '-1/-1', target: 'creature' };
  }
  if ((m = sentence.match(new RegExp(`^prevent the next ${N} damage that would be dealt to (any target|target creature|target player) this turn$`)))) {
    return { type: 'prevent', amount: num(m[1]!), target: targetKind(m[2]!)! };
  }
  if ((m = sentence.match(/^add ((?:\{[wubrgc]\})+)$/))) return { type: 'add-mana', mana: parseManaSymbols(m[1]!)! };
  if (/^prevent all combat damage that would be dealt this turn$/.test(sentence)) return { type: 'prevent-combat-damage' };
  if (/^regenerate cardname$/.test(sentence)) return { type: 'regenerate-self' };
  if ((m = sentence.match(new RegExp(`^regenerate (${CREATURE_TARGET_ALT})$`)))) return { type: 'regenerate', target: targetKind(m[1]!)! };
  if ((m = sentence.match(new RegExp(`^(${CREATURE_TARGET_ALT}) has base power and toughness (\\d+)/(\\d+) until end of turn$`)))) {
    return { type: 'set-base-pt', power: Number(m[2]), toughness: Number(m[3]), target: targetKind(m[1]!)! };
  }
  if ((m = sentence.match(new RegExp(`^(${CREATURE_TARGET_ALT}) loses all abilities until end of turn$`)))) return { type: 'lose-abilities', target: targetKind(m[1]!)! };
  return null;
}

/**
 * "Target creature gets +2/+2 and gains flying until end of turn", "Target creature loses
 * all abilities and has base power and toughness 1/1 until end of turn": two effects on one
 * target, each part read as a sentence of its own; null unless both parts are understood.
 */
function parseCompound(sentence: string): Effect[] | null {
  const m = sentence.match(new RegExp(`^(${CREATURE_TARGET_ALT}) (.+?) and (.+) until end of turn$`));
  if (!m) return null;
  const first = parseEffect(`${m[1]} ${m[2]} until end of turn`);
  const second = parseEffect(`${m[1]} ${m[3]} until end of turn`);
  if (!first || !second || !('target' in first) || !('target' in second)) return null;
  return [first, { ...second, sameTarget: true } as Effect];
}

/** "Draw a card. You gain 2 life" → effects; null if any sentence is not understood. */
function parseEffects(text: string): Effect[] | null {
  const sentences = text.split(/\.\s+/).map((s) => s.replace(/\.$/, '').trim()).filter(Boolean);
  if (sentences.length === 0) return null;
  const effects: Effect[] = [];
  for (const s of sentences) {
    const both = parseCompound(s);
    if (both) {
      effects.push(...both);
      continue;
    }
    const e = parseEffect(s);
    if (!e) return null;
    effects.push(e);
  }
  return effects;
}

function parseCosts(text: string): Cost[] | null {
  const costs: Cost[] = [];
  for (const part of text.split(/,\s*/)) {
    if (part === '{t}') costs.push({ type: 'tap' });
    else if (part === 'sacrifice cardname') costs.push({ type: 'sacrifice-self' });
    else {
      const symbols = parseManaSymbols(part);
      if (!symbols || symbols.length === 0) return null;
      costs.push({ type: 'mana', symbols });
    }
  }
  return costs;
}

function parseTrigger(head: string): Trigger | null {
  let m: RegExpMatchArray | null;
  if ((m = head.match(/^at the beginning of (your|each|each player's) (upkeep|end step)$/))) {
    return { event: m[2] === 'upkeep' ? 'upkeep' : 'end-step', whose: m[1] === 'your' ? 'your' : 'each' };
  }
  if (/^at the beginning of the end step$/.test(head)) return { event: 'end-step', whose: 'each' };
  if (/^when(ever)? cardname enters( the battlefield)?$/.test(head)) return { event: 'etb' };
  if (/^when(ever)? cardname dies$/.test(head)) return { event: 'dies' };
  if (/^whenever cardname attacks$/.test(head)) return { event: 'attacks' };
  if (/^whenever cardname blocks$/.test(head)) return { event: 'blocks' };
  if (/^whenever cardname becomes blocked$/.test(head)) return { event: 'becomes-blocked' };
  if (/^whenever cardname attacks or blocks$/.test(head)) return { event: 'attacks-or-blocks' };
  if (/^at the beginning of combat on your turn$/.test(head)) return { event: 'beginning-of-combat' };
  if (/^whenever cardname deals combat damage to a player$/.test(head)) return { event: 'combat-damage-to-player' };
  if ((m = head.match(/^whenever another creature( you control)? dies$/))) return { event: 'another-creature-dies', ...(m[1] ? { yours: true } : {}) };
  if ((m = head.match(/^whenever a creature( you control)? dies$/))) return { event: 'creature-dies', ...(m[1] ? { yours: true } : {}) };
  if ((m = head.match(/^whenever (another|a) creature enters( the battlefield)?( under your control)?$/))) return { event: 'creature-enters', other: m[1] === 'another', yours: Boolean(m[3]) };
  return null;
}

const AFFECTED: Record<string, Affected> = {
  'creatures you control': 'creatures-you-control',
  'other creatures you control': 'other-creatures-you-control',
  'all creatures': 'all-creatures',
  'all other creatures': 'all-other-creatures',
  'enchanted creature': 'enchanted-creature',
  'equipped creature': 'equipped-creature',
};

/** "gets +1/+1", "have flying", "gets +1/+1 and has vigilance" for a group of objects. */
function parseGroupStatic(line: string): StaticEffect[] | null {
  const m = line.match(/^(other creatures you control|creatures you control|all other creatures|all creatures|enchanted creature|equipped creature) (.+)$/);
  if (!m) return null;
  const affects = AFFECTED[m[1]!]!;
  const out: StaticEffect[] = [];
  // Split "gets +1/+1 and has flying" but not "base power and toughness".
  for (const part of m[2]!.split(/ and (?=(?:has|have|gets?|loses?) )/)) {
    let x: RegExpMatchArray | null;
    if ((x = part.match(/^gets? ([+-]\d+)\/([+-]\d+)$/))) out.push({ type: 'modify-pt', affects, power: signed(x[1]!), toughness: signed(x[2]!) });
    else if ((x = part.match(new RegExp(`^ha(?:s|ve) (${KEYWORD_ALT})$`)))) out.push({ type: 'grant-keyword', affects, keyword: x[1] as Keyword });
    else if (/^loses? all abilities$/.test(part)) out.push({ type: 'lose-all-abilities', affects });
    else if ((x = part.match(/^ha(?:s|ve) base power and toughness (\d+)\/(\d+)$/))) out.push({ type: 'set-base-pt', affects, power: Number(x[1]), toughness: Number(x[2]) });
    else return null;
  }
  return out;
}

function parseStatic(line: string): StaticEffect[] | null {
  let m: RegExpMatchArray | null;
  const group = parseGroupStatic(line);
  if (group) return group;
  if ((m = line.match(/^nonbasic lands are (plains|islands|swamps|mountains|forests)$/))) {
    return [{ type: 'set-land-type', affects: 'nonbasic-lands', landType: BASIC_TYPES[m[1]!]! }];
  }
  if (/^each other non-aura enchantment is a creature in addition to its other types and has base power and toughness each equal to its mana value$/.test(line)) {
    return [{ type: 'become-creature-mv', affects: 'other-non-aura-enchantments' }];
  }
  return null;
}

function parseLine(line: string, isSpell: boolean): AbilityBody[] | null {
  if (line === 'enchant creature') return [{ kind: 'enchant', what: 'creature' }];
  const equip = line.match(/^equip ((?:\{[0-9wubrgc]\})+)$/);
  if (equip) {
    // 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."
    return [{ kind: 'activated', costs: [{ type: 'mana', symbols: parseManaSymbols(equip[1]!)! }], effects: [{ type: 'attach', target: 'creature-you-control' }], isManaAbility: false, sorcerySpeed: true }];
  }
  // Keyword lines: "Flying, vigilance", "Protection from red".
  const parts = line.split(/,\s*/);
  const keywordAbilities: AbilityBody[] = [];
  for (const part of parts) {
    const pm = part.match(new RegExp(`^protection from (${COLORS.join('|')})$`));
    if (pm) keywordAbilities.push({ kind: 'protection', from: pm[1] as Color });
    else if ((KEYWORDS as readonly string[]).includes(part)) keywordAbilities.push({ kind: 'keyword', keyword: part as Keyword });
    else break;
  }
  if (keywordAbilities.length === parts.length) return keywordAbilities;

  const sentence = line.replace(/\.$/, '');
  if (/^if cardname would die, exile it instead$/.test(sentence)) return [{ kind: 'replacement', replaces: 'dies', with: 'exile', scope: 'self' }];
  if (/^if a creature would die, exile it instead$/.test(sentence)) return [{ kind: 'replacement', replaces: 'dies', with: 'exile', scope: 'any-creature' }];
  if (/^cardname can't block$/.test(sentence)) return [{ kind: 'restriction', what: 'cant-block' }];
  if (/^cardname can't be blocked$/.test(sentence)) return [{ kind: 'restriction', what: 'cant-be-blocked' }];
  if (/^cardname can't attack$/.test(sentence)) return [{ kind: 'restriction', what: 'cant-attack' }];
  if (/^cardname enters( the battlefield)? tapped$/.test(sentence)) return [{ kind: 'etb-tapped' }];

  const trig = sentence.match(/^((?:when|whenever|at)\b[^,]*), (.+)$/);
  if (trig) {
    const trigger = parseTrigger(trig[1]!);
    const effects = parseEffects(trig[2]!);
    return trigger && effects ? [{ kind: 'triggered', trigger, effects }] : null;
  }
  const loyalty = sentence.match(/^([+-]\d+|0): (.+)$/);
  if (loyalty) {
    const effects = parseEffects(loyalty[2]!);
    return effects ? [{ kind: 'activated', costs: [{ type: 'loyalty', amount: Number(loyalty[1]!.replace('+', '')) }], effects, isManaAbility: false, sorcerySpeed: true }] : null;
  }
  const colon = sentence.indexOf(': ');
  if (colon > 0) {
    const costs = parseCosts(sentence.slice(0, colon));
    const effects = parseEffects(sentence.slice(colon + 2));
    if (!costs || !effects) return null;
    const isManaAbility = effects.every((e) => e.type === 'add-mana');
    return [{ kind: 'activated', costs, effects, isManaAbility }];
  }
  const stat = parseStatic(sentence);
  if (stat) return stat.map((effect) => ({ kind: 'static', effect }));
  if (isSpell) {
    const effects = parseEffects(sentence);
    if (effects) return [{ kind: 'spell', effects }];
  }
  return null;
}

/** Rules text → abilities. Instants and sorceries get their effect lines as one spell ability each. */
export function parseOracleText(cardName: string, text: string, opts: { isSpell: boolean }): Ability[] {
  const abilities: Ability[] = [];
  const lines = text.split(/\r?\n/);
  const namePattern = new RegExp(cardName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  lines.forEach((raw, i) => {
    const original = raw.trim();
    if (!original) return;
    const normalized = original
      .replace(/\([^)]*\)/g, '') // reminder text explains, it never adds rules
      .replace(namePattern, 'cardname')
      .replace(/\bthis creature\b/gi, 'cardname')
      .replace(/(^|: |, )it (deals|gets|gains)\b/gi, '$1cardname $2')
      .replace(/[−–]/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
    if (!normalized) return;
    const parsed = parseLine(normalized, opts.isSpell);
    if (!parsed) {
      throw new OracleParseError(`line ${i + 1} of ${cardName}'s text is not understood: "${original}"`, i + 1, original);
    }
    for (const a of parsed) abilities.push({ ...a, text: original, line: i + 1 } as Ability);
  });
  return abilities;
}
