// Creating tokens (111.1): one verb for every token and every subject — "create a Treasure
// token", "create two 1/1 white Soldier creature tokens", "create a tapped 2/2 black Zombie
// creature token", "create X 1/1 green Squirrel creature tokens, where X is …", "create a 1/1
// red Goblin creature token that's tapped and attacking", "create a 1/1 token for each …",
// "create a token that's a copy of target creature you control", "its controller creates a 3/3
// green Beast creature token", and investigate (701.16a: "Create a Clue token"). The token is
// read by oracle/token-grammar.ts; effects/create-token.ts makes it.
import type { Effect } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, token } from '../grammar.ts';
import { predefinedTokens } from '../predefined-tokens.ts';
import { tokenCreated } from '../token-grammar.ts';
import { others } from './player-verbs.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
const ability = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'triggered', effects }] });

/** "this Equipment", or the card's name (an Equipment naming itself): what "then attach … to it" attaches. */
const thisEquipment = token((t) => (t.k === 'self' && (t.noun === 'equipment' || t.byName) ? true : null));
/** ", then attach this Equipment to it" / "and attach this Equipment to it" after one token (701.3a): the source attached to the token made. */
const attachToIt = map(seq(alt(lit(', then attach'), lit('and attach')), thisEquipment, lit('to it')), () => ({ ref: 'self' }) as const);

export const TOKEN_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'verb/create-token',
    wording: 'Create NAME, a legendary N/N … creature token; create N (X, that many, a number of) [tapped] TOKEN token(s) [with ABILITIES] [that\'s tapped and attacking] [for each …] — TOKEN: Treasure (Food, Clue…), [legendary] N/N COLORS TYPES [artifact] creature [named NAME], a copy of target FILTER / CARDNAME / it; "you create", "PLAYER creates"; investigate [twice]',
    parse: alt<Effect[]>(
      map(seq(opt(lit('you')), lit('create'), tokenCreated, opt(attachToIt)), ([, , made, attach]) => (attach ? (made.amount === 1 ? [{ ...made, attach }] : null) : [made])),
      map(seq(others, lit('creates'), tokenCreated), ([controller, , made]) => [{ ...made, controller }]),
      map(seq(lit('investigate'), opt(lit('twice'))), ([, twice]) => (predefinedTokens().has('clue') ? [{ type: 'create-token', token: { predefined: 'Clue' }, amount: twice === undefined ? 1 : 2, action: 'investigate' }] : null)),
    ),
    fixtures: [
      ability('When this creature enters, create a Treasure token.', { type: 'create-token', token: { predefined: 'Treasure' }, amount: 1 }),
      ability('When this creature dies, investigate.', { type: 'create-token', token: { predefined: 'Clue' }, amount: 1 }),
      spell('Create two 1/1 white Soldier creature tokens.', { type: 'create-token', amount: 2, token: { power: 1, toughness: 1, colors: ['white'], types: ['Creature'], subtypes: ['Soldier'] } }),
      ability('When this creature enters, create four 1/1 green Insect creature tokens with flying and deathtouch.', { type: 'create-token', amount: 4, token: { subtypes: ['Insect'], keywords: ['flying', 'deathtouch'] } }),
      ability('When this creature enters, create a 1/1 colorless Thopter artifact creature token with flying.', { type: 'create-token', amount: 1, token: { power: 1, toughness: 1, colors: 'colorless', types: ['Artifact', 'Creature'], subtypes: ['Thopter'], keywords: ['flying'] } }),
      ability('When this creature enters, create a 3/3 colorless Phyrexian Golem artifact creature token.', { type: 'create-token', token: { subtypes: ['Phyrexian', 'Golem'], types: ['Artifact', 'Creature'] } }),
      ability('When this creature enters, create two 1/1 colorless Eldrazi Scion creature tokens. They have "Sacrifice this token: Add {C}."', { type: 'create-token', amount: 2, token: { subtypes: ['Eldrazi', 'Scion'], abilities: [{ kind: 'activated', costs: [{ type: 'sacrifice-self' }], isManaAbility: true, text: 'Sacrifice this token: Add {C}.' }] } }),
      // Ajani Goldmane: no printed power and toughness, its own characteristic-defining ability says them (604.3); without one, refused.
      { text: '−6: Create a white Avatar creature token. It has "This token\'s power and toughness are each equal to your life total."', abilities: [{ kind: 'activated', effects: [{ type: 'create-token', amount: 1, token: { colors: ['white'], types: ['Creature'], subtypes: ['Avatar'], abilities: [{ kind: 'static', effect: { type: 'cda-pt', affects: 'self', count: { of: 'player', stat: 'life', player: { ref: 'you' } } } }] } }] }] },
      spell('Create two 1/1 red and white Human Soldier creature tokens.', { type: 'create-token', amount: 2, token: { subtypes: ['Human', 'Soldier'], colors: ['red', 'white'] } }),
      ability('When this creature enters, create a tapped 2/2 black Zombie creature token.', { type: 'create-token', tapped: true, token: { subtypes: ['Zombie'] } }),
      ability('Whenever this creature attacks, create a 1/1 red Goblin creature token that\'s tapped and attacking.', { type: 'create-token', tapped: true, attacking: true, token: { subtypes: ['Goblin'] } }),
      spell('Create a 1/1 green Saproling creature token for each creature you control.', { type: 'create-token', amount: { of: 'count', filter: { types: ['Creature'], controller: 'you' } } }),
      spell('Create X 1/1 white Spirit creature tokens with flying, where X is the number of creature cards in your graveyard.', { type: 'create-token', amount: { of: 'count', filter: { types: ['Creature'], zone: 'graveyard' } }, token: { keywords: ['flying'] } }),
      spell('Create an X/X green Elemental creature token, where X is the number of lands you control.', { type: 'create-token', amount: 1, token: { power: { of: 'count' }, toughness: { of: 'count' } } }),
      spell('Create a number of 1/1 white Soldier creature tokens equal to your devotion to white.', { type: 'create-token', amount: { of: 'devotion', colors: ['white'] } }),
      ability('When this creature enters, create a 1/1 colorless Phyrexian Mite artifact creature token with toxic 1 and "This token can\'t block."', { type: 'create-token', token: { subtypes: ['Phyrexian', 'Mite'], abilities: [{ kind: 'keyword-n', keyword: 'toxic', n: 1 }, {}] } }),
      spell('Create a token that\'s a copy of target creature you control, except it isn\'t legendary.', { type: 'create-token', amount: 1, token: { copyOf: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } }, except: { notLegendary: true } } }),
      ability('When this creature enters, create a tapped Treasure token.', { type: 'create-token', tapped: true, token: { predefined: 'Treasure' } }),
      // A name the effect gives (111.4), after the token or after its abilities; a legendary one before it.
      spell('Create a 1/2 blue Bird creature token with flying named Storm Crow.', { type: 'create-token', amount: 1, token: { name: 'Storm Crow', power: 1, toughness: 2, subtypes: ['Bird'], keywords: ['flying'] } }),
      line('{2}{B}{R}, {T}: Create a 1/1 black and red Demon creature token named Minor Demon.', { kind: 'activated', effects: [{ type: 'create-token', token: { name: 'Minor Demon', colors: ['black', 'red'], subtypes: ['Demon'] } }] }),
      line('{G}, Sacrifice this creature: Create a 1/1 green Insect creature token with flying named Butterfly at the beginning of the next end step.', { kind: 'activated', effects: [{ type: 'delayed', effects: [{ type: 'create-token', token: { name: 'Butterfly' } }] }] }),
      ability('When this creature dies, create Tuktuk the Returned, a legendary 5/5 colorless Goblin Golem artifact creature token.', { type: 'create-token', amount: 1, token: { name: 'Tuktuk the Returned', supertypes: ['Legendary'], power: 5, toughness: 5, colors: 'colorless', types: ['Artifact', 'Creature'], subtypes: ['Goblin', 'Golem'] } }),
      ability('When this creature enters, create Tiny, a legendary 2/2 green Dog Detective creature token with trample.', { type: 'create-token', token: { name: 'Tiny', supertypes: ['Legendary'], subtypes: ['Dog', 'Detective'], keywords: ['trample'] } }),
      // An Equipment attached to the one token it makes (701.3a), as living weapon does.
      ability('When this Equipment enters, create a 1/1 white Soldier creature token, then attach this Equipment to it.', { type: 'create-token', amount: 1, attach: { ref: 'self' }, token: { subtypes: ['Soldier'] } }),
      spell('Target opponent creates a 1/1 white Soldier creature token.', { type: 'create-token', controller: { ref: 'target', spec: { player: 'opponent' } } }),
    ],
  },
];
