// A line the grammar does not read, classified for a replay that may set it aside (issue 25:
// "replay what can be replayed"). The classification errs toward "it could matter": a line
// wrongly thought harmless would let the engine answer as if the card did not have it.
import { KEYWORDS, type Ability, type UnreadUse } from './ast.ts';

// Keywords whose ability works from a zone other than the battlefield (113.6, 702.x): from the
// hand (cycling, madness, ninjutsu…), the graveyard (flashback, unearth, dredge…) or exile.
const WORKS_OUTSIDE = /^(?:madness|dredge|flashback|unearth|embalm|eternalize|escape|retrace|jump-start|aftermath|disturb|encore|scavenge|ninjutsu|commander ninjutsu|bloodrush|forecast|transmute|suspend|foretell|plot|(?:\w+ )?\w*cycling|haunt|recover|reinforce|mayhem|harmonize|warp|sneak|hideaway|channel|craft)\b/i;
// The words an ability uses when it works from a hidden zone: current Oracle text calls a card
// that is not on the battlefield "this card" ("return this card from your graveyard"), and a
// trigger "from anywhere" or an "opening hand" rule looks outside the battlefield too.
const SELF_OUTSIDE = /\b(?:this card|from anywhere|opening hand)\b/i;
// Where a line that is not a "When(ever) …" trigger names a hidden zone ("As long as … is in your
// graveyard", "You may cast … from your graveyard"), it may work from there; a trigger of a
// permanent that merely takes a card from a graveyard ("return target card from your graveyard")
// begins with "When"/"Whenever" and works on the battlefield.
const ZONE_WORDS = /\b(?:(?:from|in) your (?:graveyard|hand)|from exile|in exile)\b/i;
// Keyword abilities that are activated abilities without a colon (702.6 equip, 702.122 crew…).
const ACTIVATED_KEYWORD = /^(?:equip|reconfigure|fortify|crew|saddle|station|level up|outlast|exhaust|boast|transfigure)\b/i;
// A keyword before the colon means the line is not a cost and an effect (a card's text sometimes
// runs "Flying, ward {2}" into the next line): such a line is a static one.
const KEYWORD_IN_COST = new RegExp(`\\b(?:${[...KEYWORDS, 'ward', 'protection'].join('|')})\\b`, 'i');

/** How a line no entry reads could matter (see UnreadUse). */
export function unreadUse(text: string): UnreadUse {
  // An ability word ("Boast — …", 207.2c) does not change what the line is.
  const line = text.replace(/^[A-Z][\w' -]*\s+—\s+/, '');
  if (ACTIVATED_KEYWORD.test(line)) return 'activated';
  // "[Cost]: [Effect]" (602.1): a colon before the first sentence ends, outside quotation marks;
  // loyalty abilities ("+1:", "−2:", "0:") too. A mana ability (605.1a: "Add …") is 'other'.
  const colon = line.search(/:\s/);
  const quote = line.search(/["“]/);
  const stop = line.search(/\.\s|\.$/);
  if (colon > 0 && (quote < 0 || colon < quote) && (stop < 0 || colon < stop) && !KEYWORD_IN_COST.test(line.slice(0, colon))) return /^\s*add\b/i.test(line.slice(colon + 1)) ? 'other' : 'activated';
  return 'other';
}

/** Whether the line can work while its card is not on the battlefield (in a hand, graveyard, library or exile). */
export function worksOutsideBattlefield(text: string): boolean {
  const line = text.replace(/^[A-Z][\w' -]*\s+—\s+/, '');
  return WORKS_OUTSIDE.test(line) || SELF_OUTSIDE.test(line) || (ZONE_WORDS.test(line) && !/^when(?:ever)?\b/i.test(line));
}

/** A refused line as a placeholder ability in its printed place. */
export function unreadAbility(line: number, text: string, error: string): Ability {
  return { kind: 'unread', use: unreadUse(text), outsideBattlefield: worksOutsideBattlefield(text), error, text, line };
}
