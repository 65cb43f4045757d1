// Adding mana (106.1a, 106.4): "Add {G}{G}", "Add {W} or {U}", "Add {U}{U}, {U}{R}, or {R}{R}",
// "Add one mana of any color", "Add three mana of any one color", "Add two mana in any combination
// of colors", "Add one mana of the chosen color" (607.2d), "Add {C} for each storage counter
// removed this way". With several choices the player chooses as the ability resolves — a
// scenario's `choose: {color: U}` (or `{color: blue}`) or `choose: {mana: "{U}{R}"}` — else the first one listed (a
// documented default; paying a cost, payment picks what the cost needs). Firebending's mana lasts
// until end of combat (702.189a).
import type { ManaChoice } from '../oracle/verbs.ts';
import type { Game, StackItem } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { addManaUntilEndOfCombat, addManaUntilEndOfTurn, addSnowMana } from '../game/mana-pools.ts';
import { addRestrictedMana } from '../game/restricted-mana.ts';
import { characteristics, cite, noteDefault, permanentById, player, say, takeChoice, trace } from './shared.ts';
import { amountNow, verbScope } from './verb-scope.ts';
import { colorChoice } from '../game/choices.ts';
import { COLOR_LETTER } from '../oracle/ast.ts';

const text = (group: string[]): string => group.map((s) => `{${s}}`).join('');

export const addManaEffect: EffectModule<'add-mana'> = {
  resolve(game, item, effect, target, given) {
    const p = player(game, item.controller);
    // "For each counter removed this way": the number chosen as the cost was paid, kept as the ability's X.
    const n = typeof effect.amount === 'object' && effect.amount.of === 'X' ? (item.x ?? 0) : effect.amount === undefined ? 1 : amountNow(game, effect.amount, verbScope(item, effect, target, given));
    const groups = choices(game, item, effect.mana);
    if (!groups.length) return;
    const chooseEach = groups.length > 1 && !effect.oneColor;
    let added: string[] = [];
    for (let i = 0; i < (chooseEach ? n : 1); i++) {
      const group = chosenGroup(game, item, groups);
      for (let k = 0; k < (chooseEach ? 1 : n); k++) added = [...added, ...group];
    }
    if (effect.untilEndOfCombat) addManaUntilEndOfCombat(p, added);
    else if (effect.untilEndOfTurn) addManaUntilEndOfTurn(p, added);
    else if (effect.spend) addRestrictedMana(p, added, effect.spend);
    else p.manaPool.push(...added);
    // Mana from a snow source is snow mana (106.3, 107.4h).
    const source = permanentById(game, item.source.id);
    if (source && characteristics(game, source).supertypes.includes('Snow')) addSnowMana(p, added);
    if (effect.mana.includes('chosen-color')) trace(game, 'effect', say('effect.addsChosenMana', { player: item.controller, mana: text(added), object: item.source.name }), cite('manaAbility', 'chosenLinked'));
  },
};

/** The groups to choose among: "the chosen color" is the color its source's own ability chose (607.2d); without one it names none. */
function choices(game: Game, item: StackItem, mana: ManaChoice[]): string[][] {
  const chosen = permanentById(game, item.source.id)?.chosen?.color;
  return mana.flatMap((m) => (m !== 'chosen-color' ? [m] : chosen ? [[COLOR_LETTER[chosen]]] : []));
}

/** The group the controller chooses: named by its color or its symbols, else the first (noted). */
function chosenGroup(game: Game, item: StackItem, groups: string[][]): string[] {
  if (groups.length === 1) return groups[0]!;
  const picked = takeChoice(game, item.controller, (v) => {
    if (!v || typeof v !== 'object') return undefined;
    const color = colorChoice(v);
    const want = 'mana' in v ? String((v as { mana: unknown }).mana) : color ? COLOR_LETTER[color] : 'color' in v ? String((v as { color: unknown }).color) : undefined;
    const key = want?.replace(/[{}\s]/g, '').toUpperCase();
    return groups.find((g) => g.join('') === key);
  });
  if (!picked) noteDefault(game, say('default.manaFirst', { source: item.source.name, mana: text(groups[0]!) }));
  return picked ?? groups[0]!;
}
