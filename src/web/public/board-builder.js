// The board half of the builder, phone first: whose turn and which step, then each player
// with their name, life, and the cards in their battlefield, hand, graveyard and library —
// picked by name from the card pool, one box per player with the zone beside it. A
// permanent can be tapped and given counters. Every control is a real button, input or
// select of at least 44 px; each change goes through store.change, which redraws.
import { cardInfo } from './card-info.js';
import { cardPicker } from './card-picker.js';
import { h } from './dom.js';
import { t } from './i18n.js';
import { STEPS, ZONES, addCard, addPlayer, cardOf, removeCard, removePlayer, renamePlayer, setLibrary, setLife, setPermanent, setTurn, MAX_PLAYERS } from './scenario-model.js';

/** Counter kinds offered in the menu; the YAML takes any other. */
const COUNTER_KINDS = ['+1/+1', '-1/-1', 'loyalty', 'shield', 'stun', 'charge', 'lore', 'oil', 'time'];
// What the controls hold between redraws (a redraw replaces them: card facts arriving, a change).
const openCounters = new Set(); // "p:i" of the permanents whose counters are being edited
const counterKind = new Map(); // "p:i" → the kind of counter chosen to add
const zoneFor = new Map(); // player index → the zone their next card goes to

const numberInput = (attrs, onChange) => h('input', { type: 'number', inputmode: 'numeric', ...attrs, onchange: (e) => e.target.value !== '' && onChange(Number(e.target.value)) });
const select = (attrs, options, value, onChange) =>
  h('select', { ...attrs, onchange: (e) => onChange(e.target.value) }, options.map(([v, label]) => h('option', { value: v, selected: v === value }, label)));

function turnControls(s, change) {
  const turn = s.turn ?? {};
  return h(
    'fieldset',
    { class: 'turn' },
    h('legend', {}, t('turnLegend')),
    h('label', { for: 'turn-active' }, t('whoseTurn')),
    select({ id: 'turn-active' }, s.players.map((p) => [p.name, p.name]), turn.active ?? s.players[0].name, (active) => change((sc) => setTurn(sc, { active }))),
    h('label', { for: 'turn-step' }, t('startStep')),
    select({ id: 'turn-step' }, STEPS.map((step) => [step, t(`step_${step}`)]), String(turn.step ?? '').toLowerCase(), (step) => change((sc) => setTurn(sc, { step }))),
    h('label', { for: 'turn-number' }, t('turnNumber')),
    numberInput({ id: 'turn-number', min: '1', value: String(turn.number ?? 1) }, (number) => change((sc) => setTurn(sc, { number: Math.max(1, Math.round(number)) }))),
  );
}

/** One permanent: its name and state, with Tapped, Counters and Remove. */
function permanentRow(s, p, i, change) {
  const entry = s.players[p].battlefield[i];
  const name = cardOf(entry);
  const counters = (typeof entry === 'object' && entry?.counters) || {};
  const tapped = typeof entry === 'object' && entry?.tapped === true;
  const key = `${p}:${i}`;
  const editorId = `p${p}-bf${i}-counters`;
  const editing = openCounters.has(key);
  const setCounter = (kind, n) => change((sc) => setPermanent(sc, p, i, { counters: { ...counters, [kind]: Math.max(0, n) } }));
  const kindPicker = select({ id: `${editorId}-kind`, 'aria-label': t('counterKind') }, COUNTER_KINDS.map((k) => [k, k]), counterKind.get(key) ?? COUNTER_KINDS[0], (kind) => counterKind.set(key, kind));
  const editor = h(
    'div',
    { id: editorId, class: 'counters-editor', hidden: !editing },
    Object.entries(counters).map(([kind, n]) =>
      h('div', { class: 'stepper' },
        h('button', { type: 'button', 'aria-label': t('counterLess', kind, name), onclick: () => setCounter(kind, n - 1) }, '−'),
        h('span', {}, `${n} × ${kind}`),
        h('button', { type: 'button', 'aria-label': t('counterMore', kind, name), onclick: () => setCounter(kind, n + 1) }, '+'))),
    h('div', { class: 'stepper' }, kindPicker, h('button', { type: 'button', onclick: () => {
      const kind = counterKind.get(key) ?? COUNTER_KINDS[0];
      setCounter(kind, (counters[kind] ?? 0) + 1);
    } }, t('addCounter'))),
  );
  const notes = [tapped ? t('tapped') : null, ...Object.entries(counters).map(([kind, n]) => `${n} × ${kind}`)].filter(Boolean);
  return h(
    'li',
    { class: 'card-row' },
    h('span', { class: 'card-title' }, name, notes.length ? h('span', { class: 'muted' }, ` — ${notes.join(', ')}`) : null, cardWarning(name)),
    h('span', { class: 'card-buttons' },
      h('button', { type: 'button', id: `p${p}-bf${i}-tap`, 'aria-pressed': String(tapped), 'aria-label': t('tappedOf', name), onclick: () => change((sc) => setPermanent(sc, p, i, { tapped: !tapped })) }, t('tapShort')),
      h('button', { type: 'button', id: `p${p}-bf${i}-ctr`, 'aria-expanded': String(editing), 'aria-controls': editorId, 'aria-label': t('countersOf', name), onclick: () => change(() => (editing ? openCounters.delete(key) : openCounters.add(key))) }, t('countersShort')),
      removeButton(name, () => change((sc) => removeCard(sc, p, 'battlefield', i)))),
    editor,
  );
}

const removeButton = (name, onclick) => h('button', { type: 'button', class: 'remove', 'aria-label': t('removeCard', name), onclick }, '×');

/** A card the pool lacks, or whose text the engine cannot read all of, says so. */
function cardWarning(name) {
  const info = cardInfo(name);
  if (info?.missing) return h('span', { class: 'warn' }, ` ⚠ ${t('notInPool')}`);
  if (info && info.understood === false) return h('span', { class: 'warn' }, ` ⚠ ${t('notUnderstood')}`);
  return null;
}

function zoneList(s, p, zone, change) {
  const player = s.players[p];
  const heading = h('h4', {}, t(zone === 'library' ? 'libraryZone' : zone), Array.isArray(player[zone]) && player[zone].length ? ` (${player[zone].length})` : '');
  if (zone === 'library' && !Array.isArray(player.library)) {
    return h('div', { class: 'zone-build' }, heading,
      h('label', { for: `p${p}-library` }, t('libraryCards')), ' ',
      numberInput({ id: `p${p}-library`, min: '0', max: '1000', value: String(player.library ?? 20), class: 'short' }, (n) => change((sc) => setLibrary(sc, p, Math.max(0, Math.round(n))))));
  }
  const cards = Array.isArray(player[zone]) ? player[zone] : [];
  return h(
    'div',
    { class: 'zone-build' },
    heading,
    cards.length
      ? h('ul', { class: 'cards', id: `p${p}-${zone}-cards` }, cards.map((entry, i) => (zone === 'battlefield' ? permanentRow(s, p, i, change)
        : h('li', { class: 'card-row' }, h('span', { class: 'card-title' }, cardOf(entry), cardWarning(cardOf(entry))), h('span', { class: 'card-buttons' }, removeButton(cardOf(entry), () => change((sc) => removeCard(sc, p, zone, i))))))))
      : h('p', { class: 'muted' }, zone === 'library' ? t('libraryEmptyList') : t('emptyZone')),
    zone === 'library' ? h('button', { type: 'button', class: 'link-button', onclick: () => change((sc) => setLibrary(sc, p, 20)) }, t('libraryUseCount')) : null,
  );
}

function playerSection(s, p, change) {
  const player = s.players[p];
  const zonePicker = select({ id: `p${p}-zone`, 'aria-label': t('toZone', player.name) }, ZONES.map((z) => [z, t(z === 'library' ? 'libraryTop' : z)]), zoneFor.get(p) ?? 'battlefield', (z) => zoneFor.set(p, z));
  const picker = cardPicker({
    id: `p${p}-card`,
    label: t('cardNames'),
    onChoose: (name) => change((sc) => addCard(sc, p, zoneFor.get(p) ?? 'battlefield', name)),
  });
  const life = Number(player.life ?? 20);
  return h(
    'section',
    { class: 'player-build', 'aria-labelledby': `p${p}-heading` },
    h('h3', { id: `p${p}-heading` }, player.name),
    h('div', { class: 'player-fields' },
      h('label', { for: `p${p}-name` }, t('playerName')),
      h('input', { id: `p${p}-name`, type: 'text', value: player.name, autocomplete: 'off', maxlength: '100', onchange: (e) => change((sc) => renamePlayer(sc, p, e.target.value.trim())) }),
      h('label', { for: `p${p}-life` }, t('lifeTotal')),
      h('span', { class: 'stepper' },
        h('button', { type: 'button', 'aria-label': t('lifeLess', player.name), onclick: () => change((sc) => setLife(sc, p, life - 1)) }, '−'),
        numberInput({ id: `p${p}-life`, value: String(life), class: 'short' }, (n) => change((sc) => setLife(sc, p, Math.round(n)))),
        h('button', { type: 'button', 'aria-label': t('lifeMore', player.name), onclick: () => change((sc) => setLife(sc, p, life + 1)) }, '+'))),
    h('div', { class: 'add-card' }, h('label', { for: `p${p}-card` }, t('addCardTo', player.name)), h('div', { class: 'add-card-row' }, picker.element, zonePicker)),
    ZONES.map((z) => zoneList(s, p, z, change)),
    s.players.length > 1 ? h('button', { type: 'button', class: 'link-button', onclick: () => change((sc) => removePlayer(sc, p)) }, t('removePlayer', player.name)) : null,
  );
}

/** The board controls for `s`; `change(mutate)` applies a change and redraws. */
export function boardControls(s, change) {
  return [
    turnControls(s, change),
    s.players.map((_, p) => playerSection(s, p, change)),
    s.players.length < MAX_PLAYERS ? h('button', { type: 'button', id: 'add-player', class: 'secondary', onclick: () => change((sc) => addPlayer(sc)) }, t('addPlayer')) : null,
  ];
}
