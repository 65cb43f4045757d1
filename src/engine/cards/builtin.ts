// The built-in card library: classic cards a scenario can name without defining them.
// Each text is the card's real Oracle wording (in the classic "enters the battlefield"
// phrasing), and only cards whose whole text lies inside the engine's Oracle vocabulary
// are here, so every line parses. A scenario's own `cards` override these by name.
import type { CardDefinition } from './definition.ts';

type Entry = Omit<CardDefinition, 'text'> & { text?: string };

const basicLands: Record<string, Entry> = {
  Plains: { type: 'Basic Land — Plains' },
  Island: { type: 'Basic Land — Island' },
  Swamp: { type: 'Basic Land — Swamp' },
  Mountain: { type: 'Basic Land — Mountain' },
  Forest: { type: 'Basic Land — Forest' },
};

// Vanilla creatures: no rules text at all.
const vanillaCreatures: Record<string, Entry> = {
  'Savannah Lions': { type: 'Creature — Cat', cost: '{W}', pt: '2/1' },
  'Elite Vanguard': { type: 'Creature — Human Soldier', cost: '{W}', pt: '2/1' },
  'Glory Seeker': { type: 'Creature — Human Soldier', cost: '{1}{W}', pt: '2/2' },
  'Knight Errant': { type: 'Creature — Human Knight', cost: '{1}{W}', pt: '2/2' },
  'Pearled Unicorn': { type: 'Creature — Unicorn', cost: '{2}{W}', pt: '2/2' },
  'Merfolk of the Pearl Trident': { type: 'Creature — Merfolk', cost: '{U}', pt: '1/1' },
  'Coral Merfolk': { type: 'Creature — Merfolk', cost: '{1}{U}', pt: '2/1' },
  'Horned Turtle': { type: 'Creature — Turtle', cost: '{2}{U}', pt: '1/4' },
  'Kraken Hatchling': { type: 'Creature — Kraken', cost: '{U}', pt: '0/4' },
  'Water Elemental': { type: 'Creature — Elemental', cost: '{3}{U}{U}', pt: '5/4' },
  'Walking Corpse': { type: 'Creature — Zombie', cost: '{1}{B}', pt: '2/2' },
  'Scathe Zombies': { type: 'Creature — Zombie', cost: '{2}{B}', pt: '2/2' },
  'Gray Ogre': { type: 'Creature — Ogre', cost: '{2}{R}', pt: '2/2' },
  'Hurloon Minotaur': { type: 'Creature — Minotaur', cost: '{1}{R}{R}', pt: '2/3' },
  'Hill Giant': { type: 'Creature — Giant', cost: '{3}{R}', pt: '3/3' },
  'Fire Elemental': { type: 'Creature — Elemental', cost: '{3}{R}{R}', pt: '5/4' },
  'Earth Elemental': { type: 'Creature — Elemental', cost: '{3}{R}{R}', pt: '4/5' },
  'Grizzly Bears': { type: 'Creature — Bear', cost: '{1}{G}', pt: '2/2' },
  'Balduvian Bears': { type: 'Creature — Bear', cost: '{1}{G}', pt: '2/2' },
  'Runeclaw Bear': { type: 'Creature — Bear', cost: '{1}{G}', pt: '2/2' },
  'Gorilla Warrior': { type: 'Creature — Ape Warrior', cost: '{2}{G}', pt: '3/2' },
  'Centaur Courser': { type: 'Creature — Centaur Warrior', cost: '{2}{G}', pt: '3/3' },
  'Trained Armodon': { type: 'Creature — Elephant', cost: '{1}{G}{G}', pt: '3/3' },
  'Durkwood Boars': { type: 'Creature — Boar', cost: '{4}{G}', pt: '4/4' },
  'Spined Wurm': { type: 'Creature — Wurm', cost: '{4}{G}', pt: '5/4' },
  'Craw Wurm': { type: 'Creature — Wurm', cost: '{4}{G}{G}', pt: '6/4' },
  'Obsianus Golem': { type: 'Artifact Creature — Golem', cost: '{6}', pt: '4/6' },
  'Isamaru, Hound of Konda': { type: 'Legendary Creature — Dog', cost: '{W}', pt: '2/2' },
  'Sir Shandlar of Eberyn': { type: 'Legendary Creature — Human Knight', cost: '{4}{G}{W}', pt: '4/7' },
};

// Creatures whose text is keywords only.
const keywordCreatures: Record<string, Entry> = {
  'White Knight': { type: 'Creature — Human Knight', cost: '{W}{W}', pt: '2/2', text: 'First strike\nProtection from black' },
  'Black Knight': { type: 'Creature — Human Knight', cost: '{B}{B}', pt: '2/2', text: 'First strike\nProtection from white' },
  'Youthful Knight': { type: 'Creature — Human Knight', cost: '{1}{W}', pt: '2/1', text: 'First strike' },
  'Tundra Wolves': { type: 'Creature — Wolf', cost: '{W}', pt: '1/1', text: 'First strike' },
  'Fencing Ace': { type: 'Creature — Human Soldier', cost: '{1}{W}', pt: '1/1', text: 'Double strike' },
  'Boros Swiftblade': { type: 'Creature — Human Soldier', cost: '{R}{W}', pt: '1/2', text: 'Double strike' },
  'Serra Angel': { type: 'Creature — Angel', cost: '{3}{W}{W}', pt: '4/4', text: 'Flying\nVigilance' },
  'Steadfast Guard': { type: 'Creature — Human Rebel', cost: '{W}{W}', pt: '2/2', text: 'Vigilance' },
  'Suntail Hawk': { type: 'Creature — Bird', cost: '{W}', pt: '1/1', text: 'Flying' },
  'Wall of Swords': { type: 'Creature — Wall', cost: '{3}{W}', pt: '3/5', text: 'Defender\nFlying' },
  "Ajani's Sunstriker": { type: 'Creature — Cat Cleric', cost: '{W}{W}', pt: '2/2', text: 'Lifelink' },
  'Wind Drake': { type: 'Creature — Drake', cost: '{2}{U}', pt: '2/2', text: 'Flying' },
  'Air Elemental': { type: 'Creature — Elemental', cost: '{3}{U}{U}', pt: '4/4', text: 'Flying' },
  'Mahamoti Djinn': { type: 'Creature — Djinn', cost: '{4}{U}{U}', pt: '5/6', text: 'Flying' },
  'Wall of Air': { type: 'Creature — Wall', cost: '{1}{U}{U}', pt: '1/5', text: 'Defender\nFlying' },
  'Typhoid Rats': { type: 'Creature — Rat', cost: '{B}', pt: '1/1', text: 'Deathtouch' },
  'Vampire Nighthawk': { type: 'Creature — Vampire Shaman', cost: '{1}{B}{B}', pt: '2/3', text: 'Flying\nDeathtouch\nLifelink' },
  'Child of Night': { type: 'Creature — Vampire', cost: '{1}{B}', pt: '2/1', text: 'Lifelink' },
  'Dusk Imp': { type: 'Creature — Imp', cost: '{2}{B}', pt: '2/1', text: 'Flying' },
  'Feral Shadow': { type: 'Creature — Nightstalker', cost: '{2}{B}', pt: '2/1', text: 'Flying' },
  'Raging Goblin': { type: 'Creature — Goblin Berserker', cost: '{R}', pt: '1/1', text: 'Haste' },
  'Lightning Elemental': { type: 'Creature — Elemental', cost: '{3}{R}', pt: '4/1', text: 'Haste' },
  'Boggart Brute': { type: 'Creature — Goblin Warrior', cost: '{2}{R}', pt: '3/2', text: 'Menace' },
  'Charging Monstrosaur': { type: 'Creature — Dinosaur', cost: '{4}{R}', pt: '5/5', text: 'Trample\nHaste' },
  'Wall of Stone': { type: 'Creature — Wall', cost: '{1}{R}{R}', pt: '0/8', text: 'Defender' },
  'Giant Spider': { type: 'Creature — Spider', cost: '{3}{G}', pt: '2/4', text: 'Reach' },
  'Wall of Wood': { type: 'Creature — Wall', cost: '{G}', pt: '0/3', text: 'Defender' },
  'Colossal Dreadmaw': { type: 'Creature — Dinosaur', cost: '{4}{G}{G}', pt: '6/6', text: 'Trample' },
  'Gladecover Scout': { type: 'Creature — Elf Scout', cost: '{G}', pt: '1/1', text: 'Hexproof' },
  'Ambush Viper': { type: 'Creature — Snake', cost: '{1}{G}', pt: '2/1', text: 'Flash\nDeathtouch' },
  'Ornithopter': { type: 'Artifact Creature — Thopter', cost: '{0}', pt: '0/2', text: 'Flying' },
  'Darksteel Myr': { type: 'Artifact Creature — Myr', cost: '{3}', pt: '0/1', text: 'Indestructible' },
};

// Creatures with mana, activated or triggered abilities.
const abilityCreatures: Record<string, Entry> = {
  'Llanowar Elves': { type: 'Creature — Elf Druid', cost: '{G}', pt: '1/1', text: '{T}: Add {G}.' },
  'Elvish Mystic': { type: 'Creature — Elf Druid', cost: '{G}', pt: '1/1', text: '{T}: Add {G}.' },
  'Fyndhorn Elves': { type: 'Creature — Elf Druid', cost: '{G}', pt: '1/1', text: '{T}: Add {G}.' },
  'Prodigal Pyromancer': { type: 'Creature — Human Wizard', cost: '{2}{R}', pt: '1/1', text: '{T}: Prodigal Pyromancer deals 1 damage to any target.' },
  'Prodigal Sorcerer': { type: 'Creature — Human Wizard', cost: '{2}{U}', pt: '1/1', text: '{T}: Prodigal Sorcerer deals 1 damage to any target.' },
  'Shivan Dragon': { type: 'Creature — Dragon', cost: '{4}{R}{R}', pt: '5/5', text: 'Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.' },
  'Bottle Gnomes': { type: 'Artifact Creature — Gnome', cost: '{3}', pt: '1/3', text: 'Sacrifice Bottle Gnomes: You gain 3 life.' },
  'Mogg Fanatic': { type: 'Creature — Goblin', cost: '{R}', pt: '1/1', text: 'Sacrifice Mogg Fanatic: It deals 1 damage to any target.' },
  'Elvish Visionary': { type: 'Creature — Elf Shaman', cost: '{1}{G}', pt: '1/1', text: 'When Elvish Visionary enters the battlefield, draw a card.' },
  'Wall of Omens': { type: 'Creature — Wall', cost: '{1}{W}', pt: '0/4', text: 'Defender\nWhen Wall of Omens enters the battlefield, draw a card.' },
  'Cloudkin Seer': { type: 'Creature — Elemental Wizard', cost: '{2}{U}', pt: '2/1', text: 'Flying\nWhen Cloudkin Seer enters the battlefield, draw a card.' },
  'Lone Missionary': { type: 'Creature — Kor Monk', cost: '{1}{W}', pt: '2/1', text: 'When Lone Missionary enters the battlefield, you gain 4 life.' },
  'Venerable Monk': { type: 'Creature — Human Monk Cleric', cost: '{2}{W}', pt: '2/2', text: 'When Venerable Monk enters the battlefield, you gain 2 life.' },
  'Festering Goblin': { type: 'Creature — Zombie Goblin', cost: '{B}', pt: '1/1', text: 'When Festering Goblin dies, target creature gets -1/-1 until end of turn.' },
  'Scroll Thief': { type: 'Creature — Merfolk Rogue', cost: '{2}{U}', pt: '1/3', text: 'Whenever Scroll Thief deals combat damage to a player, draw a card.' },
  'Deathgreeter': { type: 'Creature — Human Shaman', cost: '{B}', pt: '1/1', text: 'Whenever another creature dies, you may gain 1 life.' },
  'Benalish Marshal': { type: 'Creature — Human Knight', cost: '{W}{W}{W}', pt: '3/3', text: 'Other creatures you control get +1/+1.' },
};

const instantsAndSorceries: Record<string, Entry> = {
  'Lightning Bolt': { type: 'Instant', cost: '{R}', text: 'Lightning Bolt deals 3 damage to any target.' },
  Shock: { type: 'Instant', cost: '{R}', text: 'Shock deals 2 damage to any target.' },
  'Searing Spear': { type: 'Instant', cost: '{1}{R}', text: 'Searing Spear deals 3 damage to any target.' },
  'Volcanic Hammer': { type: 'Sorcery', cost: '{1}{R}', text: 'Volcanic Hammer deals 3 damage to any target.' },
  'Flame Slash': { type: 'Sorcery', cost: '{R}', text: 'Flame Slash deals 4 damage to target creature.' },
  Pyroclasm: { type: 'Sorcery', cost: '{1}{R}', text: 'Pyroclasm deals 2 damage to each creature.' },
  'Brute Force': { type: 'Instant', cost: '{R}', text: 'Target creature gets +3/+3 until end of turn.' },
  'Giant Growth': { type: 'Instant', cost: '{G}', text: 'Target creature gets +3/+3 until end of turn.' },
  'Titanic Growth': { type: 'Instant', cost: '{1}{G}', text: 'Target creature gets +4/+4 until end of turn.' },
  Battlegrowth: { type: 'Instant', cost: '{G}', text: 'Put a +1/+1 counter on target creature.' },
  Disfigure: { type: 'Instant', cost: '{B}', text: 'Target creature gets -2/-2 until end of turn.' },
  'Last Gasp': { type: 'Instant', cost: '{1}{B}', text: 'Target creature gets -3/-3 until end of turn.' },
  Murder: { type: 'Instant', cost: '{1}{B}{B}', text: 'Destroy target creature.' },
  Unmake: { type: 'Instant', cost: '{W/B}{W/B}{W/B}', text: 'Exile target creature.' },
  Counterspell: { type: 'Instant', cost: '{U}{U}', text: 'Counter target spell.' },
  Cancel: { type: 'Instant', cost: '{1}{U}{U}', text: 'Counter target spell.' },
  Unsummon: { type: 'Instant', cost: '{U}', text: "Return target creature to its owner's hand." },
  Jump: { type: 'Instant', cost: '{U}', text: 'Target creature gains flying until end of turn.' },
  Divination: { type: 'Sorcery', cost: '{2}{U}', text: 'Draw two cards.' },
  'Counsel of the Soratami': { type: 'Sorcery', cost: '{2}{U}', text: 'Draw two cards.' },
  Tidings: { type: 'Sorcery', cost: '{3}{U}{U}', text: 'Draw four cards.' },
  'Raise the Alarm': { type: 'Instant', cost: '{1}{W}', text: 'Create two 1/1 white Soldier creature tokens.' },
  "Angel's Mercy": { type: 'Instant', cost: '{2}{W}{W}', text: 'You gain 7 life.' },
  'Sacred Nectar': { type: 'Sorcery', cost: '{1}{W}', text: 'You gain 4 life.' },
  'Reviving Dose': { type: 'Instant', cost: '{2}{W}', text: 'You gain 3 life.\nDraw a card.' },
  'Mending Hands': { type: 'Instant', cost: '{W}', text: 'Prevent the next 4 damage that would be dealt to any target this turn.' },
  'Pressure Point': { type: 'Instant', cost: '{1}{W}', text: 'Tap target creature.\nDraw a card.' },
};

const otherPermanents: Record<string, Entry> = {
  'Glorious Anthem': { type: 'Enchantment', cost: '{1}{W}{W}', text: 'Creatures you control get +1/+1.' },
  'Sol Ring': { type: 'Artifact', cost: '{1}', text: '{T}: Add {C}{C}.' },
  'Rod of Ruin': { type: 'Artifact', cost: '{4}', text: '{3}, {T}: Rod of Ruin deals 1 damage to any target.' },
};

function complete(entries: Record<string, Entry>): Record<string, CardDefinition> {
  return Object.fromEntries(Object.entries(entries).map(([name, e]) => [name, { ...e, text: e.text ?? '' }]));
}

/** Every built-in card by exact name. */
export const builtinCards: Readonly<Record<string, CardDefinition>> = Object.freeze(
  complete({
    ...basicLands,
    ...vanillaCreatures,
    ...keywordCreatures,
    ...abilityCreatures,
    ...instantsAndSorceries,
    ...otherPermanents,
  }),
);
