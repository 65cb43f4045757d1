// The explainer's answer, plain words first. "In short": how it ended (who won or lost, a
// draw, the action that was not allowed and the rule that forbids it, or where the game
// stands), the moments that decided it, what is still on the stack, and each player's
// board with their life before and after. Then "Step by step": the trace under the game's
// steps named in the reader's language, runs of priority passes folded into one line, and
// each step's rules behind one "Rules" button that opens their text in place.
import { clear, h, rulePath } from './dom.js';
import { t } from './i18n.js';
import { linkedText } from './rule-view.js';
import { cardOf } from './scenario-model.js';

// Trace events that tell the story of a scenario (what resolved, what it did, who was dealt
// damage, what died…), told again in the summary with their step.
const DECISIVE = new Set(['resolve', 'effect', 'continuous-effect', 'dies', 'damage', 'life', 'loses', 'game-over', 'fizzle', 'counter', 'replaced', 'destroy', 'create', 'copy', 'control', 'transform', 'sacrifice', 'exile']);
const MAX_DECISIVE = 8;

const stepName = (step) => (step ? t(`step_${step}`) : '');

/** One cited rule's text, quoted from the reader's edition (the server matched the number:
 *  quotedNumber) or from the answer's citations; never another rule by number. */
function ruleQuote(data, number, citations) {
  const cited = citations?.find?.((c) => c.number === number);
  const shown = cited?.quotedNumber ?? number;
  const rule = cited?.status === 'absent' ? undefined : data?.get?.(shown);
  const link = h('a', { class: 'num', href: rulePath(shown) }, shown);
  if (rule) return h('p', {}, link, ' ', rule.t ? h('strong', {}, rule.t, ' ') : null, linkedText(rule.x, rule.r));
  if (cited?.text) return h('p', {}, link, ' ', cited.title ? h('strong', {}, cited.title, ' ') : null, cited.text);
  return h('div', {}, h('p', { class: 'muted' }, t('notInEdition', number, data?.id)), cited?.pinnedText ? h('p', {}, cited.pinnedText) : null);
}

/** A rule's first sentence in the reader's edition, for "forbidden by" lines. */
function ruleSentence(data, number, citations) {
  const cited = citations?.find?.((c) => c.number === number);
  const shown = cited?.quotedNumber ?? number;
  const own = (cited?.status !== 'absent' && data?.get?.(shown)?.x) || cited?.text;
  const text = own || cited?.pinnedText || '';
  // A rule the reader's edition lacks (the classic Portuguese numbering) is quoted in English, and says so.
  return { shown, sentence: (/^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text).trim(), english: !own && Boolean(text) };
}

/** One "Rules (n)" button and the panel it opens: every rule cited for one step. */
function rulesControl(numbers, data, citations, id) {
  const unique = [...new Set(numbers)];
  if (!unique.length) return null;
  const panel = h('div', { class: 'rules-panel', id, hidden: true });
  const button = h('button', { type: 'button', class: 'rules-toggle', 'aria-expanded': 'false', 'aria-controls': id }, t('rulesButton', unique.length));
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    if (open && !panel.childElementCount) panel.append(...unique.map((n) => ruleQuote(data, n, citations)));
  });
  return [button, panel];
}

/** Consecutive priority passes grouped: [[entry], [pass, pass], …]. */
function foldPasses(trace) {
  const groups = [];
  for (const entry of trace) {
    const last = groups[groups.length - 1];
    if (entry.event === 'pass' && last?.[0].event === 'pass' && last[0].step === entry.step) last.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

/** The trace under headings for the game's steps, each step's groups numbered on. */
function renderSteps(result, data) {
  let n = 0;
  let ids = 0;
  const item = (group) => {
    const first = group[0];
    const id = `step-${first.seq ?? ++ids}`;
    const rules = rulesControl(group.flatMap((e) => e.rules ?? []), data, result.citations, `${id}-rules`);
    if (group.length === 1) return h('li', { class: `step event-${first.event ?? 'note'}`, id }, h('p', {}, first.text), rules);
    const inner = h('ol', { class: 'passes', id: `${id}-passes`, hidden: true }, group.map((e) => h('li', { class: 'step event-pass' }, e.text)));
    const fold = h('button', { type: 'button', class: 'fold', 'aria-expanded': 'false', 'aria-controls': `${id}-passes` }, t('showPasses', group.length));
    fold.addEventListener('click', () => {
      const open = fold.getAttribute('aria-expanded') !== 'true';
      fold.setAttribute('aria-expanded', String(open));
      fold.textContent = open ? t('hidePasses') : t('showPasses', group.length);
      inner.hidden = !open;
    });
    // The last pass says what the passing did (the top of the stack resolves, the step ends).
    return h('li', { class: 'step event-passes', id }, h('p', {}, t('passes', group.length), ' — ', group.at(-1).text), h('div', { class: 'step-buttons' }, fold, rules), inner);
  };
  const sections = [];
  for (const group of foldPasses(result.trace ?? [])) {
    const step = group[0].step ?? '';
    if (sections.at(-1)?.step !== step) sections.push({ step, groups: [] });
    sections.at(-1).groups.push(group);
  }
  return sections.map(({ step, groups }) => {
    const start = n + 1;
    n += groups.length;
    return h('div', { class: 'game-step' }, h('h3', {}, stepName(step)), h('ol', { class: 'trace', start: String(start) }, groups.map(item)));
  });
}

/** How it ended, in one paragraph. */
function outcome(result, sent, describeAction, data) {
  const state = result.state ?? {};
  if (result.error) {
    const index = result.error.action;
    const action = index !== undefined ? sent.actions?.[index] : undefined;
    const reasons = (result.error.rules ?? []).map((n) => ruleSentence(data, n, result.citations));
    return h('div', { class: 'error', role: 'alert' },
      h('p', {}, h('strong', {}, index !== undefined ? t('actionNotAllowed', index + 1) : t('notAllowed')), action ? ` ${describeAction(sent, action)}.` : ''),
      reasons.length ? h('p', {}, t('forbiddenBy'), ' ', reasons.map((r, i) => [i ? '; ' : '', h('a', { class: 'num', href: rulePath(r.shown) }, r.shown), r.sentence ? ` — ${r.sentence}` : '', r.english ? h('span', { class: 'muted' }, ` ${t('quotedInEnglish')}`) : ''])) : null,
      h('p', { class: 'muted' }, t('engineSays', result.error.message ?? '')),
      h('p', { class: 'muted' }, t('boardBeforeIllegal')));
  }
  const lost = (state.players ?? []).filter((p) => p.lost).map((p) => p.name);
  if (state.draw) return h('p', { class: 'outcome' }, t('outcomeDraw'));
  if (state.winner) return h('p', { class: 'outcome' }, t('outcomeWinner', state.winner, lost));
  return h('p', { class: 'outcome' }, t('outcomeGoesOn', state.turn, state.activePlayer, stepName(state.step)));
}

/** The moments that decided it: deaths, damage, life, counters… each with its step number. */
function decisive(result) {
  const shown = [];
  let number = 0;
  for (const group of foldPasses(result.trace ?? [])) {
    number++;
    for (const entry of group) if (DECISIVE.has(entry.event)) shown.push({ entry, number, id: `step-${group[0].seq}` });
  }
  if (!shown.length) return null;
  const goTo = (id) => {
    const step = document.getElementById(id);
    step?.setAttribute('tabindex', '-1');
    step?.scrollIntoView({ block: 'center' });
    step?.focus({ preventScroll: true });
  };
  return h('ul', { class: 'decisive' }, shown.slice(0, MAX_DECISIVE).map(({ entry, number, id }) => h('li', {}, entry.text, ' ', h('button', { type: 'button', class: 'step-link', onclick: () => goTo(id) }, t('stepNumber', number)))),
    shown.length > MAX_DECISIVE ? h('li', { class: 'muted' }, t('moreBelow', shown.length - MAX_DECISIVE)) : null);
}

/** What is left on the stack, top first, and how to let it resolve. */
function stackLeft(state) {
  const stack = [...(state.stack ?? [])].reverse();
  if (!stack.length) return null;
  return h('div', { class: 'stack-left' },
    h('h3', {}, t('stackLeft')),
    h('ol', {}, stack.map((item) => h('li', {}, h('strong', {}, item.name), ` — ${t(item.kind === 'ability' ? 'stackAbility' : 'stackSpell', item.controller)}`, item.targets?.length ? `, ${t('targeting', item.targets.join(', '))}` : ''))),
    h('p', { class: 'muted' }, t('stackHint')));
}

/** How a permanent's characteristics came about, layer by layer (613), when effects apply to it. */
function derivation(permanent) {
  const steps = permanent.derivation ?? [];
  if (!steps.length) return null;
  return h('details', { class: 'derivation' }, h('summary', {}, t('derivationTitle', steps.length)),
    h('ol', {}, steps.map((d) => h('li', {}, `${t('layerN', d.layer)} — ${d.source}: ${d.effect} → ${d.value}`))));
}

/** Each player's board as the replay leaves it, with life before and after. */
function boards(state, sent) {
  const before = new Map((sent.players ?? []).map((p) => [p.name, p]));
  const notesOf = (p) => [
    p.power !== undefined ? `${p.power}/${p.toughness}` : null,
    p.damage ? t('damage', p.damage) : null,
    ...Object.entries(p.counters ?? {}).filter(([, n]) => n).map(([kind, n]) => `${n} × ${kind}`),
    p.tapped ? t('tapped') : null,
    p.token ? t('token') : null,
    p.controller !== p.owner ? t('ownedBy', p.owner) : null,
  ].filter(Boolean);
  // Permanents alike in every way are one line: "Forest ×3 — tapped".
  const permanents = (list) => {
    const lines = [];
    for (const p of list) {
      const notes = notesOf(p).join(', ');
      const same = !p.derivation && lines.find((l) => !l.p.derivation && l.p.name === p.name && l.notes === notes);
      if (same) same.count++;
      else lines.push({ p, notes, count: 1 });
    }
    return lines.map(({ p, notes, count }) => h('li', {}, h('strong', {}, p.name), count > 1 ? ` ×${count}` : '', notes ? ` — ${notes}` : '', derivation(p)));
  };
  const zone = (label, cards) => h('p', { class: 'zone' }, h('span', { class: 'zone-name' }, `${label}: `), cards.length ? cards.join(', ') : t('emptyZone'));
  return (state.players ?? []).map((player) => {
    const mine = (state.battlefield ?? []).filter((p) => p.controller === player.name);
    const was = Number(before.get(player.name)?.life ?? 20);
    const gone = (before.get(player.name)?.battlefield ?? []).map(cardOf).filter((name) => !mine.some((p) => p.name === name));
    return h('div', { class: 'player' },
      h('h3', {}, `${player.name} · ${player.life} ${t('life')}`, player.life !== was ? h('span', { class: 'muted' }, ` ${t('lifeWas', was)}`) : null, player.lost ? h('span', { class: 'warn' }, ` — ${t('lost')}`) : null),
      h('p', { class: 'zone-name' }, t('battlefield')),
      mine.length ? h('ul', { class: 'permanents' }, permanents(mine)) : h('p', { class: 'muted' }, t('emptyZone')),
      gone.length ? h('p', { class: 'zone muted' }, t('leftBattlefield', [...new Set(gone)].join(', '))) : null,
      zone(t('graveyard'), player.graveyard ?? []),
      (player.exile ?? []).length ? zone(t('exile'), player.exile) : null,
      zone(t('hand'), Array.isArray(player.hand) ? player.hand : []),
      typeof player.library === 'number' ? h('p', { class: 'zone muted' }, t('libraryCount', player.library)) : null);
  });
}

/** Renders `result` (POST /v1/explain's answer) for the scenario `sent`. */
export function renderAnswer(out, { data, result, sent, describeAction }) {
  const state = result.state ?? {};
  clear(
    out,
    h('section', { class: 'summary', 'aria-labelledby': 'summary-title' },
      h('h2', { id: 'summary-title' }, t('inShort')),
      result.title ? h('p', { class: 'muted' }, result.title) : null,
      outcome(result, sent, describeAction, data),
      decisive(result),
      stackLeft(state),
      h('div', { class: 'board' }, boards(state, sent)),
      (result.defaults ?? []).length ? h('details', { class: 'defaults' }, h('summary', {}, t('defaultsTitle', result.defaults.length)), h('ul', {}, result.defaults.map((d) => h('li', {}, d)))) : null,
      (result.setAside ?? []).length ? h('details', { class: 'defaults' }, h('summary', {}, t('setAsideTitle', result.setAside.length)),
        h('ul', {}, result.setAside.map((line) => h('li', {}, h('strong', {}, line.card), ` (${t('line', line.line)}): “${line.text}” — ${t(line.why === 'activated' ? 'setAsideActivated' : 'setAsideNotInPlay')}`)))) : null),
    h('section', { class: 'steps', 'aria-labelledby': 'steps-title' },
      h('h2', { id: 'steps-title' }, t('stepByStep')),
      renderSteps(result, data)),
  );
}
