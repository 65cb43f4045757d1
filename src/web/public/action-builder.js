// The actions half of the builder: the list of what the players do, in order, each told in a
// sentence with buttons to move or remove it, and a form that adds one from menus — cast a
// spell (targets, X), activate an ability, play a land, attack, block, everyone passes once,
// keep passing until a step — offering only what the format allows and the board holds
// (choices.js). Actions the menus do not make (assign, order, choose…) are listed as they
// are and stay editable in the YAML.
import { activatedAbilities, attackersFacing, castable, defenders, facts, hasX, labelOfRef, mentionsTarget, permanentsOf, playable, targets as targetChoices } from './choices.js';
import { h } from './dom.js';
import { t } from './i18n.js';
import { STEPS, addAction, distinctRef, moveAction, removeAction, verbOf } from './scenario-model.js';

const MENU_VERBS = ['cast', 'activate', 'play', 'attack', 'block', 'pass', 'until'];
const WITHOUT_PLAYER = new Set(['pass', 'until']);
/** What the form holds between redraws. */
const form = { verb: 'cast', player: null, card: '', targets: [], x: '', source: '', ability: '1', pairs: {}, step: 'end' };

const list = (v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** An action in the reader's words ("Bob casts Shock targeting Grizzly Bears"). */
export function describeAction(s, a) {
  const name = (ref) => labelOfRef(s, String(ref));
  const targets = list(a.targets).map(name).join(', ');
  const pairs = (map) => Object.entries(map ?? {}).map(([k, v]) => `${name(k)} → ${list(v).map(name).join(', ')}`).join('; ');
  switch (verbOf(a)) {
    case 'cast': return t('actCast', a.player, a.cast, targets, a.x, a.from);
    case 'activate': return t('actActivate', a.player, name(a.activate), a.ability ?? 1, targets);
    case 'play': return t('actPlay', a.player, a.play);
    case 'attack': return t('actAttack', a.player, pairs(a.attack));
    case 'block': return t('actBlock', a.player, pairs(a.block));
    case 'pass': return t('actPass');
    case 'until': return t('actUntil', STEPS.includes(a.until) ? t(`step_${a.until}`) : String(a.until));
    case 'assign': return t('actAssign', a.player, Object.entries(a.assign ?? {}).map(([from, to]) => `${name(from)} → ${Object.entries(to ?? {}).map(([k, n]) => `${name(k)} ${n}`).join(', ')}`).join('; '));
    case 'order': return t('actOrder', a.player, list(a.order).map(name).join(', '));
    case 'turnFaceUp': return t('actTurnFaceUp', a.player, name(a.turnFaceUp));
    case 'choose': return t('actChoose', a.player, compact(a.choose));
    default: {
      const { player, ...rest } = a;
      return t('actOther', player, compact(rest));
    }
  }
}

/** A value as a short line: "search: Forest; top: Shock, Island". */
function compact(value) {
  if (Array.isArray(value)) return value.map(compact).join(', ');
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => `${k}: ${compact(v)}`).join('; ');
  return String(value);
}

/** The ordered list of actions; `marks` maps an action's index to what was wrong with it. */
function actionList(s, change, marks) {
  const actions = s.actions ?? [];
  if (!actions.length) return h('p', { class: 'muted' }, t('noActions'));
  return h('ol', { class: 'actions-list' }, actions.map((a, i) =>
    h('li', { class: marks?.[i] ? 'card-row bad' : 'card-row', id: `action-${i}` },
      h('span', { class: 'card-title' }, describeAction(s, a), marks?.[i] ? h('span', { class: 'warn' }, ` ⚠ ${marks[i]}`) : null),
      h('span', { class: 'card-buttons' },
        h('button', { type: 'button', 'aria-label': t('moveUp', i + 1), disabled: i === 0, onclick: () => change((sc) => moveAction(sc, i, -1)) }, '↑'),
        h('button', { type: 'button', 'aria-label': t('moveDown', i + 1), disabled: i === actions.length - 1, onclick: () => change((sc) => moveAction(sc, i, 1)) }, '↓'),
        h('button', { type: 'button', class: 'remove', 'aria-label': t('removeAction', i + 1), onclick: () => change((sc) => removeAction(sc, i)) }, '×')))));
}

const field = (id, label, control) => [h('label', { for: id }, label), control];
const menu = (id, options, value, onChange) =>
  h('select', { id, onchange: (e) => onChange(e.target.value) }, options.map(([v, label]) => h('option', { value: v, selected: v === value }, label)));
const none = (message) => h('p', { class: 'muted' }, message);

/** The targets as toggle buttons, in the order they are pressed (the order the spell names
 *  them); only what `text` (the spell's or the ability's) can target, when it says. */
function targetPicker(s, redraw, text) {
  const options = targetChoices(s, undefined, text);
  return h('fieldset', { class: 'choices' }, h('legend', {}, t('targetsLegend')),
    h('div', { class: 'toggles' }, options.map((o, i) => {
      const at = form.targets.indexOf(o.value);
      return h('button', { type: 'button', id: `act-target-${i}`, class: 'toggle', 'aria-pressed': String(at >= 0), onclick: () => {
        form.targets = at >= 0 ? form.targets.filter((v) => v !== o.value) : [...form.targets, o.value];
        redraw();
      } }, at >= 0 && form.targets.length > 1 ? `${at + 1}. ${o.label}` : o.label);
    })));
}

/** One select per creature of the player: whom it attacks, or which attacker it blocks. */
function pairPicker(s, legend, creatures, options, empty) {
  if (!creatures.length) return none(empty);
  return h('fieldset', { class: 'choices' }, h('legend', {}, legend), creatures.map((c) => {
    const key = `perm:${c.p}:${c.i}`;
    return h('div', { class: 'pair-row' }, ...field(`act-pair-${c.p}-${c.i}`, c.name,
      menu(`act-pair-${c.p}-${c.i}`, [['', t('notThisOne')], ...options.map((o) => [o.value, o.label])], form.pairs[key] ?? '', (v) => (form.pairs[key] = v))));
  }));
}

/** The form's fields for the chosen verb. */
function verbFields(s, redraw) {
  const who = form.player;
  const upTo = undefined; // the new action goes last
  switch (form.verb) {
    case 'cast': {
      const spells = castable(s, who, upTo);
      if (!spells.length) return [none(t('nothingToCast', who))];
      const chosen = spells.find((c) => `${c.from ?? ''}:${c.card}` === form.card) ?? spells[0];
      form.card = `${chosen.from ?? ''}:${chosen.card}`;
      return [
        ...field('act-card', t('spellLabel'), menu('act-card', spells.map((c) => [`${c.from ?? ''}:${c.card}`, c.from ? t('fromGraveyard', c.card) : c.card]), form.card, (v) => ((form.card = v), (form.targets = []), redraw()))),
        hasX(s, chosen.card) ? field('act-x', 'X', h('input', { id: 'act-x', type: 'number', inputmode: 'numeric', min: '0', value: form.x, class: 'short', onchange: (e) => (form.x = e.target.value) })) : null,
        mentionsTarget(s, chosen.card) !== false ? targetPicker(s, redraw, facts(s, chosen.card).text) : null,
      ];
    }
    case 'activate': {
      const sources = permanentsOf(s, who);
      if (!sources.length) return [none(t('nothingToActivate', who))];
      const chosen = sources.find((x) => `${x.p}:${x.i}` === form.source) ?? sources[0];
      form.source = `${chosen.p}:${chosen.i}`;
      const abilities = activatedAbilities(s, chosen.name);
      const abilityMenu = abilities?.length
        ? menu('act-ability', abilities.map((text, i) => [String(i + 1), `${i + 1}. ${text}`]), form.ability, (v) => ((form.ability = v), redraw()))
        : h('input', { id: 'act-ability', type: 'number', inputmode: 'numeric', min: '1', value: form.ability, class: 'short', onchange: (e) => (form.ability = e.target.value) });
      const line = abilities?.[Number(form.ability) - 1];
      return [
        ...field('act-source', t('permanentLabel'), menu('act-source', sources.map((x) => [`${x.p}:${x.i}`, x.name]), form.source, (v) => ((form.source = v), (form.ability = '1'), redraw()))),
        ...field('act-ability', t('abilityLabel'), abilityMenu),
        line === undefined || /\btarget/i.test(line) ? targetPicker(s, redraw, line) : null,
      ];
    }
    case 'play': {
      const lands = playable(s, who, upTo);
      if (!lands.length) return [none(t('nothingToPlay', who))];
      if (!lands.includes(form.card)) form.card = lands[0];
      return field('act-card', t('landLabel'), menu('act-card', lands.map((l) => [l, l]), form.card, (v) => (form.card = v)));
    }
    case 'attack':
      return [pairPicker(s, t('attackersLegend'), permanentsOf(s, who, 'Creature'), defenders(s, who), t('noCreatures', who))];
    case 'block':
      return [pairPicker(s, t('blockersLegend'), permanentsOf(s, who, 'Creature'), attackersFacing(s, who, upTo), t('noCreatures', who))];
    case 'until':
      return field('act-step', t('untilLabel'), menu('act-step', STEPS.map((step) => [step, t(`step_${step}`)]), form.step, (v) => (form.step = v)));
    default:
      return [];
  }
}

/** `perm:P:I` (a permanent of the menus) → the name or id the scenario uses for it. */
const resolveRef = (s, value) => {
  const m = /^perm:(\d+):(\d+)$/.exec(value);
  return m ? distinctRef(s, Number(m[1]), Number(m[2])) : value;
};

/** The action the form describes, made in `s` (ids are given to twins it names); null if incomplete. */
function formAction(s) {
  const player = form.player;
  const targets = form.targets.map((v) => resolveRef(s, v));
  switch (form.verb) {
    case 'cast': {
      const [from, card] = [form.card.slice(0, form.card.indexOf(':')), form.card.slice(form.card.indexOf(':') + 1)];
      if (!card) return null;
      return { player, cast: card, ...(from ? { from } : {}), ...(targets.length ? { targets } : {}), ...(form.x !== '' && hasX(s, card) ? { x: Number(form.x) } : {}) };
    }
    case 'activate': {
      if (!form.source) return null;
      const [p, i] = form.source.split(':').map(Number);
      const ability = Number(form.ability) || 1;
      return { player, activate: distinctRef(s, p, i), ...(ability > 1 ? { ability } : {}), ...(targets.length ? { targets } : {}) };
    }
    case 'play':
      return form.card ? { player, play: form.card } : null;
    case 'attack':
    case 'block': {
      const chosen = Object.entries(form.pairs).filter(([, v]) => v);
      if (!chosen.length) return null;
      return { player, [form.verb]: Object.fromEntries(chosen.map(([k, v]) => [resolveRef(s, k), resolveRef(s, v)])) };
    }
    case 'pass':
      return { pass: 'all' };
    case 'until':
      return { until: form.step };
    default:
      return null;
  }
}

function addForm(s, change, redraw) {
  const names = s.players.map((p) => p.name);
  if (!names.includes(form.player)) form.player = form.verb === 'block' ? names.find((n) => n !== s.turn?.active) ?? names[0] : s.turn?.active ?? names[0];
  const status = h('p', { id: 'act-status', class: 'muted', role: 'status' });
  return h('fieldset', { class: 'add-action' },
    h('legend', {}, t('addActionLegend')),
    ...field('act-verb', t('whatHappens'), menu('act-verb', MENU_VERBS.map((v) => [v, t(`verb_${v}`)]), form.verb, (v) => {
      form.verb = v;
      form.targets = [];
      form.pairs = {};
      if (v === 'block') form.player = names.find((n) => n !== s.turn?.active) ?? names[0];
      redraw();
    })),
    WITHOUT_PLAYER.has(form.verb) ? null : field('act-player', t('whoActs'), menu('act-player', names.map((n) => [n, n]), form.player, (v) => ((form.player = v), (form.card = ''), (form.pairs = {}), redraw()))),
    verbFields(s, redraw),
    h('button', { type: 'button', id: 'act-add', class: 'secondary', onclick: () => {
      let added = false;
      change((sc) => {
        const action = formAction(sc);
        added = Boolean(action) && addAction(sc, action);
      });
      if (added) {
        form.targets = [];
        form.pairs = {};
        form.x = '';
      } else status.textContent = t('actionIncomplete');
    } }, t('addAction')),
    status,
  );
}

/** The actions controls for `s`. */
export function actionControls(s, change, redraw, marks) {
  return [actionList(s, change, marks), addForm(s, change, redraw)];
}
