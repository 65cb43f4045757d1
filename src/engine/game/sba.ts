// State-based actions (704): checked as one batch, whenever a player would receive priority.
import { schemeStateActions } from './schemes.ts';
import { dungeonStateActions } from './dungeons.ts';
import { cite } from '../citations.ts';
import { finishedSagas } from './saga.ts';
import { protectionAgainst, protectionAgainstAura, qualitiesGranted } from './protection.ts';
import type { Ability, ProtectionFrom } from '../oracle/ast.ts';
import { enchantAllows, enchantAllowsPlayer } from './enchant.ts';
import { characteristics } from './characteristics.ts';
import { destroy, leaveBattlefield } from './events.ts';
import { umbraArmorsOn } from './replacement/umbra-armor.ts';
import { cantLose } from './restrictions.ts';
import { choiceNames, noteDefault, takeChoice, trace, type Game, type Permanent } from './state.ts';
import { say, type Message } from '../messages/message.ts';
import { filterMessage } from '../messages/terms.ts';
import { ceaseBestowed } from './bestow.ts';
import { findPermanent } from './targets.ts';
import { playerDesignationActions } from './designations.ts';

function noteOnce(game: Game, key: string, text: Message, rules: string[]): void {
  if (game.announced[key]) return;
  game.announced[key] = true;
  trace(game, 'note', text, rules);
}

/** One batch of state-based actions (704.3); returns whether any were performed. */

/** The protection the Auras on `host` give it that "doesn't remove" `aura` (702.16n): "this Aura" spares only itself, "Auras" every Aura. */
function sparedFor(game: Game, aura: Permanent, host: Permanent): ProtectionFrom[] {
  return game.battlefield
    .filter((p) => p.attachedTo === host.id)
    .flatMap((p) => characteristics(game, p).abilities.flatMap((a) => (a.kind === 'static' && a.effect.type === 'grant' && (a.effect.spares === 'auras' || (a.effect.spares === 'this-aura' && p === aura)) ? qualitiesGranted(a.effect.abilities) : [])));
}

export function performStateBasedActions(game: Game): boolean {
  let performed = false;
  for (const p of game.players) {
    if (p.lost) continue;
    const keptBy = p.life <= 0 || p.poison >= 10 || p.drewFromEmpty ? cantLose(game, p.name) : undefined;
    if (keptBy) {
      // 101.2: "can't lose" beats the rule; a draw from an empty library is looked at only once (704.5b).
      noteOnce(game, `cant-lose:${p.name}:${p.life}:${p.poison}:${p.drewFromEmpty}`, say('sba.cantLose', { player: p.name, by: keptBy }), cite('cantBeatCan', p.life <= 0 ? 'sbaZeroLife' : p.poison >= 10 ? 'sbaPoison' : 'sbaEmptyDraw'));
      p.drewFromEmpty = false;
    } else if (p.life <= 0) {
      p.lost = true;
      performed = true;
      trace(game, 'loses', say('sba.zeroLife', { player: p.name, life: p.life }), cite('sbaBatch', 'sbaZeroLife', 'loseAtZeroLife'));
    } else if (p.poison >= 10) {
      p.lost = true;
      performed = true;
      trace(game, 'loses', say('sba.poison', { player: p.name, poison: p.poison }), cite('sbaBatch', 'sbaPoison'));
    } else if (p.drewFromEmpty) {
      p.lost = true;
      performed = true;
      trace(game, 'loses', say('sba.emptyDraw', { player: p.name }), cite('sbaBatch', 'sbaEmptyDraw'));
    }
  }
  for (const p of game.players) {
    for (const zone of [p.graveyard, p.hand, p.exile, p.library]) {
      const tokens = zone.filter((c) => c.token);
      for (const t of tokens) {
        zone.splice(zone.indexOf(t), 1);
        performed = true;
        trace(game, 'token-ceases', say('sba.tokenCeases', { token: t.def.name }), cite('sbaBatch', 'tokenCeases'));
      }
    }
  }
  const moves: Array<{ object: Permanent; to: 'graveyard'; why: Message; rules: string[] }> = [];
  const destructions: Array<{ object: Permanent; why: Message; rules: string[] }> = [];
  const legends = new Map<string, Permanent[]>();
  for (const perm of game.battlefield) {
    const c = characteristics(game, perm);
    if (c.types.includes('Creature')) {
      const toughness = c.toughness ?? 0;
      if (toughness <= 0) moves.push({ object: perm, to: 'graveyard', why: say('why.toughness', { toughness }), rules: cite('sbaBatch', 'sbaToughnessZero') });
      else if (perm.damage >= toughness && c.keywords.has('indestructible')) noteOnce(game, `indestructible>${perm.id}>${perm.damage}`, say('sba.indestructibleDamage', { object: c.name }), cite('sbaLethalDamage', 'indestructible'));
      else if (perm.damage >= toughness) destructions.push({ object: perm, why: say('why.lethalDamage', { damage: perm.damage, toughness }), rules: cite('sbaBatch', 'sbaLethalDamage') });
      // 702.12b: deathtouch damage is a destruction too, so an indestructible creature survives it.
      else if (perm.deathtouched && perm.damage > 0 && c.keywords.has('indestructible')) noteOnce(game, `indestructible>${perm.id}>deathtouch>${perm.damage}`, say('sba.indestructibleDeathtouch', { object: c.name }), cite('sbaDeathtouch', 'indestructible'));
      else if (perm.deathtouched && perm.damage > 0) destructions.push({ object: perm, why: say('why.deathtouch', {}), rules: cite('sbaBatch', 'sbaDeathtouch') });
    }
    if (c.types.includes('Planeswalker') && (perm.counters.loyalty ?? 0) <= 0) moves.push({ object: perm, to: 'graveyard', why: say('why.noLoyalty', {}), rules: cite('sbaBatch', 'sbaPlaneswalker') });
    if (c.supertypes.includes('Legendary')) {
      const key = `${perm.controller}|${c.name}`;
      legends.set(key, [...(legends.get(key) ?? []), perm]);
    }
    const plus = perm.counters['+1/+1'] ?? 0;
    const minus = perm.counters['-1/-1'] ?? 0;
    // SBAs are simultaneous (704.3): a creature leaving in this batch leaves with both kinds of
    // counters, which its last known information keeps (a persist creature doesn't return).
    const leaving = moves.some((m) => m.object === perm) || destructions.some((d) => d.object === perm);
    if (plus > 0 && minus > 0 && !leaving) {
      const n = Math.min(plus, minus);
      perm.counters['+1/+1'] = plus - n;
      perm.counters['-1/-1'] = minus - n;
      performed = true;
      trace(game, 'counters', say('sba.countersAnnihilate', { n, object: c.name }), cite('sbaBatch', 'sbaCountersAnnihilate'));
    }
  }
  for (const group of legends.values()) {
    if (group.length < 2) continue;
    // The player chooses which to keep (`{keep: …}` or `{choose: […]}`, by id or name); without a choice the engine keeps the first listed.
    const keep = takeChoice(game, group[0]!.controller, (v) => {
      const names = choiceNames(v, 'keep') ?? choiceNames(v, 'choose');
      if (names?.length !== 1) return undefined;
      const [ref] = names as [string];
      if (!group.some((p) => p.id === ref || p.card.def.name.toLowerCase() === ref.toLowerCase())) return undefined;
      // Two of them not alike in every way make the name ambiguous: an error listing their ids.
      return findPermanent(game, ref, 'choose', (p) => group.includes(p));
    });
    if (keep) group.sort((a, b) => (a === keep ? -1 : b === keep ? 1 : 0));
    else noteDefault(game, say('default.legendRule', { player: group[0]!.controller, id: group[0]!.id }));
    for (const extra of group.slice(1)) {
      if (!moves.some((m) => m.object === extra)) moves.push({ object: extra, to: 'graveyard', why: say('why.legendRule', { name: extra.card.def.name }), rules: cite('sbaBatch', 'sbaLegendRule') });
    }
  }
  for (const perm of game.battlefield) {
    if (!perm.card.def.subtypes.includes('Aura') && !perm.card.def.subtypes.includes('Equipment')) continue;
    const isAura = perm.card.def.subtypes.includes('Aura');
    const enchantAbilities = isAura ? characteristics(game, perm).abilities.filter((a): a is Extract<Ability, { kind: 'enchant' }> => a.kind === 'enchant') : [];
    // An Aura on a player (702.5d): it stays while that player is in the game and fits its enchant abilities (303.4c).
    if (isAura && perm.attachedTo && game.players.some((p) => p.name === perm.attachedTo)) {
      if (!enchantAllowsPlayer(game, perm, enchantAbilities, perm.attachedTo)) moves.push({ object: perm, to: 'graveyard', why: say('why.playerNotEnchantable', { player: perm.attachedTo }), rules: cite('sbaBatch', 'sbaAura', 'enchantIllegal', 'enchant') });
      continue;
    }
    const host = perm.attachedTo ? game.battlefield.find((p) => p.id === perm.attachedTo) : undefined;
    if (!isAura && !perm.attachedTo) continue;
    const hostChars = host ? characteristics(game, host) : undefined;
    const protectedFrom = hostChars ? protectionAgainst(hostChars, characteristics(game, perm)) : null;
    // 702.16n: protection whose effect "doesn't remove this Aura" is set aside for it.
    const color = (protectedFrom && isAura ? protectionAgainstAura(hostChars!, characteristics(game, perm), sparedFor(game, perm, host!)) : protectedFrom) ?? undefined;
    // An Aura may enchant only what its enchant abilities allow (303.4c, 702.5c); Equipment, only a creature (301.5c).
    // "Enchant player" can't enchant a permanent (702.5d): nothing fits it.
    const enchants = enchantAbilities.map((a) => ('what' in a ? a.what : { types: [], notTypes: ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Kindred', 'Land', 'Planeswalker'] }));
    const wrongKind = host && isAura && enchants.length ? enchants.find((w) => !enchantAllows(game, perm, w, host!, hostChars!)) : undefined;
    const illegal = !host || (isAura && enchants.length ? wrongKind !== undefined : !hostChars!.types.includes('Creature')) || color !== undefined;
    if (!illegal) continue;
    const why = !host ? say('why.notAttached', {}) : color ? say('why.hostProtected', { host: hostChars!.name, color }) : wrongKind ? say('why.hostNotEnchantable', { host: hostChars!.name, what: filterMessage(wrongKind, { you: perm.controller, article: true }) }) : say('why.hostNotCreature', { host: hostChars!.name });
    if (isAura && perm.card.def.bestowed) {
      ceaseBestowed(game, perm, why);
      performed = true;
    } else if (isAura) moves.push({ object: perm, to: 'graveyard', why, rules: cite('sbaBatch', 'sbaAura', ...(color ? (['protectionAura'] as const) : []), ...(wrongKind ? (['enchantIllegal', 'enchant'] as const) : [])) });
    else {
      delete perm.attachedTo;
      performed = true;
      trace(game, 'unattach', say('sba.unattached', { object: perm.card.def.name, why }), cite('sbaBatch', 'sbaEquipment', ...(color ? (['protectionEquip'] as const) : [])));
    }
  }
  // 704.5s: a Saga past its final chapter, with none of its chapter abilities still to resolve, is sacrificed.
  for (const perm of finishedSagas(game)) moves.push({ object: perm, to: 'graveyard', why: say('why.finalChapter', { lore: perm.counters.lore ?? 0 }), rules: cite('sbaBatch', 'sbaSaga') });
  for (const perm of game.battlefield) perm.deathtouched = false;
  if (moves.length || destructions.length) {
    performed = true;
    // SBAs happen simultaneously: regeneration and moves first, then one zone change for all.
    // and the destructions an Aura's umbra armor replaces (702.89a).
    const regenerating = destructions.filter((d) => game.regenerationShields.includes(d.object.id) || umbraArmorsOn(game, d.object).length > 0);
    if (regenerating.length) destroy(game, regenerating.map((d) => ({ ...d, sba: true })));
    leaveBattlefield(game, [...moves, ...destructions.filter((d) => !regenerating.includes(d)).map((d) => ({ ...d, to: 'graveyard' as const }))]);
  }
  // 704.5aa (speed 1 with start your engines!), and ascend's city's blessing seen at the same moment (game/designations.ts).
  if (playerDesignationActions(game)) performed = true;
  if (schemeStateActions(game)) performed = true;
  if (dungeonStateActions(game)) performed = true;
  checkGameEnd(game);
  return performed;
}

export function checkGameEnd(game: Game): void {
  if (game.ended) return;
  const remaining = game.players.filter((p) => !p.lost);
  if (remaining.length === game.players.length) return;
  game.ended = true;
  if (remaining.length === 0) {
    game.draw = true;
    game.winner = null;
    trace(game, 'game-over', say('game.drawAllLost', {}), cite('drawAllLose'));
  } else if (remaining.length === 1) {
    game.winner = remaining[0]!.name;
    trace(game, 'game-over', say('game.wins', { player: remaining[0]!.name }), cite('winByOpponentsLeft'));
  }
}

