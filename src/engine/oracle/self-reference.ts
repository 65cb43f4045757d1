// Instructions that act on their ability's source object ("untap this creature", "it gains
// haste", "enchanted creature gets +1/+1"): an instant's or sorcery's text can't say them, and
// neither can an emblem's (114.3), since neither has an object on the battlefield to act on.
import { branchesOf, isFoldedVerb, isObjectVerb, type Effect } from './ast.ts';
import { says } from './says.ts';

/** Effects only a permanent's ability can have: on the permanent itself or on what it is attached to. */
const SOURCE_ONLY = (e: Effect): boolean => e.type === 'look' && e.action === 'explore' && e.objects?.ref === 'self';

/** The verbs that would destroy, exile, tap or move the source as a permanent: a spell, or a mode read as one, has none to act on. */
const MOVES_SOURCE: ReadonlySet<string> = new Set(['destroy', 'exile', 'tap', 'move', 'sacrifice']);

/** A spell refuses these (entries/lines.ts). */
/**
 * A spell's instruction that moves the spell itself: "Exile CARDNAME.", "Shuffle CARDNAME into its owner's library."
 * (the card leaves the stack as it resolves, so 608.2n does not put it into the graveyard; game/resolve.ts).
 */
export const movesSpellItself = (e: Effect): boolean => (e.type === 'exile' && e.objects.ref === 'self' && !e.until && !e.faceDown && !e.playable) || (e.type === 'move' && e.objects.ref === 'self' && e.to === 'library' && e.shuffle === true && !e.from);

export const actsOnSource = (e: Effect): boolean => SOURCE_ONLY(e) || (e.type === 'restrict' && 'objects' in e && e.objects?.ref === 'self') || (isFoldedVerb(e) && says(e, 'ref', 'host')) || (isObjectVerb(e) && MOVES_SOURCE.has(e.type) && e.objects.ref === 'self') || branchesOf(e).some(actsOnSource);

/** Whether an instruction acts on its source as an object: an emblem's ability refuses it ("it" can't be the emblem). */
export const actsOnItsObject = (e: Effect): boolean => actsOnSource(e) || (isFoldedVerb(e) && says(e, 'ref', 'self')) || branchesOf(e).some(actsOnItsObject);
