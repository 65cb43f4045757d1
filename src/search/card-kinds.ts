// The kinds of ability a card's Oracle text holds, each with the rules words that speak of
// it. A player asks "Can Kalitas exile my creature if Thalia…": the card names carry the
// question, but the rules never print them. What the rules do print is what the cards *do*:
// a replacement ("would … instead"), a trigger ("whenever"), a change of control… Two named
// cards with the same kind of ability (two replacement effects, two triggers) make it an
// interaction question with words of its own ("two or more replacement effects … chooses").

/** What a kind is read from: a card's name, type line and Oracle text. */
export interface CardText {
  name: string;
  typeLine: string;
  oracleText: string | null;
}

/** One kind of ability, recognised in Oracle text, and the rules words that speak of it. */
export interface AbilityKind {
  kind: string;
  test: RegExp;
  /** Over the card's type line, when the kind depends on what the card is. */
  types?: RegExp;
  /** A kind most cards have (a {T} ability) counts only when the question is about it. */
  askedBy?: RegExp;
  /** Rules vocabulary for one card with this kind of ability. */
  words: string;
  /** For two or more named cards with it: the rules on their interaction. */
  together?: string;
}

// Tested against the Oracle text with the card's own name replaced by "this". Order matters
// only for reading. The words are English: the card pool's Oracle text is English, and a
// query over another edition is carried across by the search's translation.
export const ABILITY_KINDS: readonly AbilityKind[] = [
  {
    kind: 'replacement',
    test: /\binstead\b|\benters? (?:the battlefield )?tapped\b|\benters with\b|\bas (?:this|it) enters\b|\bskip\b/i,
    words: 'replacement effect instead modified event',
    together: 'two or more replacement effects apply affected player controller chooses one to apply',
  },
  { kind: 'prevention', test: /\bprevent\b/i, words: 'prevention effect prevent damage', together: 'two or more prevention effects apply affected player chooses' },
  {
    kind: 'leaves-trigger',
    test: /\bwhen(?:ever)?\b[^.]*\b(?:dies|die|leaves the battlefield|put into a graveyard from the battlefield)\b/i,
    words: 'leaves-the-battlefield abilities trigger look back in time',
  },
  {
    kind: 'trigger',
    test: /(?:^|\n|\. )(?:when|whenever|at the beginning|at end)\b/i,
    words: 'triggered ability triggers',
    together: 'triggered abilities controlled put on the stack in any order they choose APNAP order',
  },
  { kind: 'no-trigger', test: /don't cause abilities to trigger|can't trigger/i, words: 'abilities don\'t trigger triggered ability event' },
  { kind: 'control', test: /\bgains? control\b|\bexchange control\b|\bunder your control\b/i, words: 'control-changing effects layer 2 control' },
  {
    kind: 'type-change',
    test: /\bin addition to its other (?:land )?types\b|\b(?:are|is) (?:a |an )?(?:\d+\/\d+ )?(?:\w+ )?(?:creatures?|lands?|swamps?|mountains?|islands?|forests?|plains)\b/i,
    words: 'type-changing effects layer 4',
  },
  { kind: 'ability-loss', test: /\bloses? all abilities\b|\bhas the full text\b/i, words: 'ability-adding ability-removing effects layer 6' },
  { kind: 'uncounterable', test: /can't be countered/i, words: "can't be countered" },
  // A copy of a spell keeps the choices made for it (kicker, X, modes); a copy of a permanent
  // takes its copiable values.
  { kind: 'copy-spell', test: /\bcop(?:y|ies) (?:target |that |it |each |the )?(?:\w+ )?(?:instant|sorcery|spell)/i, words: 'copy of a spell copies all decisions made when casting it' },
  { kind: 'copy', test: /\bcop(?:y|ies)\b/i, words: 'copy copiable values' },
  // A creature's {T} ability (mana or not) waits for summoning sickness to wear off.
  { kind: 'tap-ability', types: /\bCreature\b/, test: /(?:^|\n)[^:\n]*\{T\}[^:\n]*:/, askedBy: /\btap|\bmana\b|summoning|\bsick|\bhaste/i, words: 'creature tap symbol activated ability controlled continuously since most recent turn began' },
  { kind: 'mana-ability', test: /(?:^|\n)[^:\n]*:[^\n]*\badd \{/i, askedBy: /\bmana\b/i, words: 'mana ability' },
  // What the card is matters as much as what it says: an Aura is attached, a Saga has
  // chapters, a planeswalker loyalty abilities (Equipment says so with its Equip keyword, a
  // Vehicle with Crew; their subtype still names the rules on what they are).
  { kind: 'aura', types: /\bAura\b/, test: /./, words: 'Aura attached enchant' },
  { kind: 'equipment', types: /\bEquipment\b/, test: /./, words: 'Equipment attached equipped creature' },
  { kind: 'vehicle', types: /\bVehicle\b/, test: /./, words: 'Vehicle crewed artifact creature' },
  { kind: 'saga', types: /\bSaga\b/, test: /./, words: 'Saga lore counters chapter abilities' },
  { kind: 'planeswalker', types: /\bPlaneswalker\b/, test: /./, words: 'planeswalker loyalty ability' },
  { kind: 'battle', types: /\bBattle\b/, test: /./, words: 'battle defense counters protector' },
  { kind: 'draw', test: /\bdraws? (?:a|two|three|seven|\w+) cards?\b/i, words: 'draw a card library' },
];

/** The kinds of ability in a card's Oracle text (reminder text aside, the card's own name
 *  read as "this"); with the question, only the kinds it is about among those that ask
 *  (see AbilityKind.askedBy). */
export function abilityKinds(card: CardText, question?: string): AbilityKind[] {
  const text = (card.oracleText ?? '').replaceAll(card.name, 'this').replace(/\([^)]*\)/g, '');
  return ABILITY_KINDS.filter((k) => (!k.types || k.types.test(card.typeLine)) && (!k.askedBy || question === undefined || k.askedBy.test(question)) && k.test.test(text));
}

/** The kinds by name (for a card whose kinds were read when its index was built). */
export const KIND_BY_NAME: ReadonlyMap<string, AbilityKind> = new Map(ABILITY_KINDS.map((k) => [k.kind, k]));
