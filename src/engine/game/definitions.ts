// Card definitions (as a scenario or the built-in library writes them) → printed CardDefs.
import type { Color } from '../oracle/ast.ts';
import { COLORS } from '../oracle/ast.ts';
import { colorsOf, parseManaSymbols } from '../oracle/mana.ts';
import { parseOracleText, readOracleText } from '../oracle/parse.ts';
import type { CardDef, FaceLayout } from './state.ts';
import { combinedHalves } from './faces.ts';

export interface CardSpec {
  type: string;
  cost?: string;
  pt?: string;
  text?: string;
  colors?: string[];
  loyalty?: number | 'X';
  /** the back face of a transforming double-faced card (712.2). */
  back?: CardSpec & { name: string };
  /** the back face of this front face (not a card on its own). */
  backFaceOf?: string;
  /** The card's other faces (game/faces.ts); a split card's own fields are unused: it is its halves combined (709.4). */
  faces?: { layout: FaceLayout; list: Array<CardSpec & { name: string }> };
  /** Why the engine can't play this card: naming it is refused with this reason. */
  unsupported?: string;
}

const SUPERTYPES = ['Legendary', 'Basic', 'Snow', 'World'];

/** Thrown for a definition the engine cannot use; `field` says which part ("text", "pt"). */
export class CardSpecError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** `setAside`: a line the engine does not read is kept as an `unread` ability (a replay refuses it only once it
 *  could matter, game/unread.ts) instead of refusing the card. */
export function defineCard(name: string, spec: CardSpec, opts: { setAside?: boolean } = {}): CardDef {
  if (spec.unsupported) throw new CardSpecError(spec.unsupported, 'name');
  // 709.4: a split card is its two halves combined; each half is read on its own.
  if (spec.faces?.layout === 'split') return combinedHalves(spec.faces.list.map((half) => defineCard(half.name, half, opts)));
  if (spec.backFaceOf) throw new CardSpecError(`${name} is the back face of ${spec.backFaceOf}: name the card by its front face, with transformed: true on the battlefield (rule 712.8a)`, 'name');
  const [left, right = ''] = spec.type.split(/\s+[—–-]\s+/);
  const words = (left ?? '').trim().split(/\s+/).filter(Boolean);
  const supertypes = words.filter((w) => SUPERTYPES.includes(w));
  const types = words.filter((w) => !SUPERTYPES.includes(w));
  if (types.length === 0) throw new CardSpecError(`type line "${spec.type}" names no card type`, 'type');
  const subtypes = right.trim().split(/\s+/).filter(Boolean);

  let manaCost: string[] | null = null;
  if (spec.cost !== undefined && spec.cost !== '') {
    manaCost = parseManaSymbols(String(spec.cost));
    if (!manaCost) throw new CardSpecError(`mana cost "${spec.cost}" is not a sequence of mana symbols like {2}{G}`, 'cost');
  }

  let colors: Color[] = manaCost ? colorsOf(manaCost) : [];
  if (spec.colors) colors = spec.colors.map((c) => c.toLowerCase()).filter((c): c is Color => (COLORS as readonly string[]).includes(c));

  const def: CardDef = { name, typeLine: spec.type, supertypes, types, subtypes, manaCost, colors, abilities: [] };
  if (spec.pt !== undefined) {
    const m = String(spec.pt).match(/^(-?\d+|\*|\d+\+\*|\*\+\d+)\/(-?\d+|\*|\d+\+\*|\*\+\d+)$/);
    if (!m) throw new CardSpecError(`power/toughness "${spec.pt}" is not N/N (or a "*" figure like */1+*)`, 'pt');
    // 208.2a: a "*" is defined by a characteristic-defining ability (layer 7a); without one it counts as 0.
    def.power = printedFigure(m[1]!);
    def.toughness = printedFigure(m[2]!);
  } else if (types.includes('Creature')) {
    throw new CardSpecError('a creature needs pt (e.g. pt: 2/2)', 'pt');
  }
  if (spec.loyalty !== undefined) def.loyalty = spec.loyalty === 'X' ? 'X' : Number(spec.loyalty);
  const isSpell = types.includes('Instant') || types.includes('Sorcery');
  def.abilities = (opts.setAside ? readOracleText : parseOracleText)(name, spec.text ?? '', { isSpell });
  // 604.3, 702.114a: a colour-defining ability (Devoid, "is all colors") works everywhere, also on the stack and in hand, so the card has those colours as defined.
  for (const a of def.abilities) if (a.kind === 'static' && (a.effect.type === 'cda-colorless' || a.effect.type === 'cda-colors')) def.colors = a.effect.type === 'cda-colors' ? [...a.effect.colors] : [];
  // the back face is read with the card, so a line it can't read refuses the card
  // before it could transform. Its mana value is the front face's (712.8e); its colors, when not
  // given, the front face's (the card pool records no color indicator).
  // A modal double-faced card's back face has its own cost and colors (712.8f); one this engine
  // can't read is left off (the card is then played by its front face, as it is cast).
  if (spec.back) {
    const modal = spec.back.cost !== undefined;
    if (modal) def.modal = true;
    try {
      def.back = defineCard(spec.back.name, modal ? spec.back : { ...spec.back, cost: spec.cost, colors: spec.back.colors ?? def.colors }, opts);
    } catch (e) {
      if (!modal) throw e;
      def.backRefused = `${spec.back.name}, the back face of ${name}, has text the engine can't read`;
    }
  }
  if (spec.faces) def.faces = { layout: spec.faces.layout, list: spec.faces.list.map((face) => defineCard(face.name, face, opts)) };
  return def;
}

/** The number in a printed power or toughness, a "*" counting 0 (208.2a): "1+*" → 1. */
function printedFigure(figure: string): number {
  return figure.split('+').reduce((sum, part) => sum + (part === '*' ? 0 : Number(part)), 0);
}

/** Basic lands need no definition: their mana ability comes from their land type (305.6). */
export const BASIC_LANDS: Record<string, CardSpec> = {
  Plains: { type: 'Basic Land — Plains' },
  Island: { type: 'Basic Land — Island' },
  Swamp: { type: 'Basic Land — Swamp' },
  Mountain: { type: 'Basic Land — Mountain' },
  Forest: { type: 'Basic Land — Forest' },
};
