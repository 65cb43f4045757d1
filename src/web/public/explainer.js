// The explainer: a scenario in YAML (typed, pasted or one of the examples), run by the
// server's engine (POST /v1/explain), shown as numbered steps whose cited rules open in place,
// runs of priority passes folded into one line, and the board as it ends. A scenario the
// server refuses is marked in place: the lines at fault, numbered, with the format's page.
import { clear, h, rulePath } from './dom.js';
import { t } from './i18n.js';
import { linkedText } from './rule-view.js';
import { attachCardNames } from './card-names.js';
import { lineOfPath } from './yaml-lines.js';

const FORMAT = '/assets/scenario-format.md';

export const EXAMPLES = [
  { file: 'd07-trample-lifelink.yaml', title: 'Trample with lifelink' },
  { file: 'd05-protection-prevents-deathtouch.yaml', title: 'Protection prevents deathtouch damage' },
  { file: 'd04-combat-damage-draw-trigger.yaml', title: 'Combat damage trigger draws a card' },
  { file: 'd06-token-with-anthem.yaml', title: 'A token under an anthem' },
  { file: 'd12-switch-kills-wall.yaml', title: 'Switching power and toughness kills a wall' },
  { file: 'd08-error-menace-single-block.yaml', title: 'Illegal block: menace (an error)' },
];

let draft = null; // the scenario being edited survives switching views

async function loadExample(file) {
  const response = await fetch(`/assets/examples/${file}`);
  if (!response.ok) throw new Error(`could not load the example ${file}`);
  return response.text();
}

/** One cited rule: a button that shows the rule's text below it, from the edition data
 *  (or from the response's citations when the edition lacks it). */
function citation(data, number, citations, id) {
  const cited = citations?.find?.((c) => c.number === number);
  // The engine cites the English rules; a translation may number the same rule differently
  // (the server matched it: quotedNumber), or lack it — never show another rule by number.
  const shown = cited?.quotedNumber ?? number;
  const rule = cited?.status === 'absent' ? undefined : data?.get(shown);
  const body = h('div', { class: 'cite-body', id, hidden: true });
  const button = h('button', { type: 'button', class: 'cite', 'aria-expanded': 'false', 'aria-controls': id }, number);
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    body.hidden = !open;
    if (open && !body.childElementCount) {
      if (rule) body.append(h('p', {}, h('a', { class: 'num', href: rulePath(shown) }, shown), ' ', rule.t ? h('strong', {}, rule.t, ' ') : null, linkedText(rule.x, rule.r)));
      else if (cited?.text) body.append(h('p', {}, h('a', { class: 'num', href: rulePath(shown) }, shown), ' ', cited.title ? h('strong', {}, cited.title, ' ') : null, cited.text));
      else body.append(h('p', { class: 'muted' }, t('notInEdition', number, data?.id)), ...(cited?.pinnedText ? [h('p', {}, cited.pinnedText)] : []));
    }
  });
  return h('span', { class: 'cite-wrap' }, button, body);
}

/** Consecutive entries of the trace that are priority passes, grouped: [[entry], [pass, pass], …]. */
function foldPasses(trace) {
  const groups = [];
  for (const entry of trace) {
    const last = groups[groups.length - 1];
    if (entry.event === 'pass' && last?.[0].event === 'pass') last.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

/** The board as the replay leaves it, per player: life, permanents with power/toughness,
 *  damage, counters and tapped state, then the other zones. */
function renderBoard(state) {
  const permanent = (p) => {
    const notes = [
      p.power !== undefined ? `${p.power}/${p.toughness}` : null,
      p.damage ? t('damage', p.damage) : null,
      ...Object.entries(p.counters ?? {}).filter(([, n]) => n).map(([kind, n]) => `${n} × ${kind}`),
      p.tapped ? t('tapped') : null,
      p.token ? t('token') : null,
    ].filter(Boolean);
    return h('li', {}, h('strong', {}, p.name), notes.length ? ` — ${notes.join(', ')}` : '');
  };
  const zone = (label, cards) => h('p', { class: 'zone' }, h('span', { class: 'zone-name' }, `${label}: `), cards.length ? cards.join(', ') : t('emptyZone'));
  return h(
    'section',
    { class: 'board', 'aria-labelledby': 'board-title' },
    h('h2', { id: 'board-title' }, t('board')),
    state.turn ? h('p', { class: 'muted' }, t('turnStep', state.turn, state.activePlayer, state.step)) : null,
    (state.players ?? []).map((player) => {
      const mine = (state.battlefield ?? []).filter((p) => p.controller === player.name);
      return h(
        'div',
        { class: 'player' },
        h('h3', {}, `${player.name} · ${player.life} ${t('life')}`),
        h('p', { class: 'zone-name' }, t('battlefield')),
        mine.length ? h('ul', { class: 'permanents' }, mine.map(permanent)) : h('p', { class: 'muted' }, t('emptyZone')),
        zone(t('graveyard'), player.graveyard ?? []),
        (player.exile ?? []).length ? zone(t('exile'), player.exile) : null,
        zone(t('hand'), Array.isArray(player.hand) ? player.hand : []),
        typeof player.library === 'number' ? h('p', { class: 'zone muted' }, t('libraryCount', player.library)) : null,
      );
    }),
  );
}

function renderResult(out, data, result) {
  const trace = result.trace ?? [];
  let idCounter = 0;
  const step = (entry) =>
    h(
      'li',
      { class: `step event-${entry.event ?? 'note'}` },
      h('p', {}, entry.step ? h('span', { class: 'step-name' }, entry.step) : null, ' ', entry.text),
      (entry.rules ?? []).length ? h('div', { class: 'cites', role: 'group', 'aria-label': t('rulesCited') }, entry.rules.map((n) => citation(data, n, result.citations, `cite-${++idCounter}`))) : null,
    );
  // A run of passes is one line ("2 priority passes") that opens onto the passes themselves.
  const steps = foldPasses(trace).map((group) => {
    if (group.length === 1) return step(group[0]);
    const id = `passes-${++idCounter}`;
    const inner = h('ol', { class: 'passes', id, hidden: true }, group.map(step));
    const toggle = h('button', { type: 'button', class: 'fold', 'aria-expanded': 'false', 'aria-controls': id }, t('showPasses', group.length));
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(open));
      toggle.textContent = open ? t('hidePasses') : t('showPasses', group.length);
      inner.hidden = !open;
    });
    return h('li', { class: 'step event-passes' }, h('p', {}, group[0].step ? h('span', { class: 'step-name' }, group[0].step) : null, ' ', t('passes', group.length), ' ', toggle), inner);
  });
  const error = result.error
    ? h('div', { class: 'error', role: 'alert' }, h('p', {}, h('strong', {}, t('illegalAction')), result.error.message ?? String(result.error)), (result.error.rules ?? result.error.rule ?? []).length ? h('div', { class: 'cites' }, [].concat(result.error.rules ?? result.error.rule).map((n) => citation(data, n, result.citations, `cite-${++idCounter}`))) : null)
    : null;
  clear(
    out,
    h('h2', {}, result.ok === false ? t('explanationStopped') : t('explanation')),
    error,
    h('ol', { class: 'trace' }, steps),
    result.state ? renderBoard(result.state) : null,
  );
}

/** Where each problem is in the scenario text: "body:3" (a YAML syntax error, as the server
 *  reports it) or a path into the scenario ("players[0].life"), found in the text. */
function problemsWithLines(error, text) {
  const details = error.details?.length ? error.details : [{ path: '', message: error.message }];
  return details.map((d) => {
    const syntax = /^body:(\d+)$/.exec(d.path ?? '');
    return { ...d, line: syntax ? Number(syntax[1]) : d.path ? lineOfPath(text, d.path) : null };
  });
}

/** A refused scenario: each problem with its line, the lines marked beside the text, and
 *  the format's page. */
function renderFailure(out, body, status, editor) {
  const error = body?.error ?? { message: `HTTP ${status}` };
  const invalid = status === 422 || status === 400;
  const problems = invalid ? problemsWithLines(error, editor.textarea.value) : [];
  editor.mark(problems.map((p) => p.line).filter(Boolean));
  clear(
    out,
    h(
      'div',
      { class: 'error', role: 'alert' },
      h('p', {}, h('strong', {}, invalid ? t('invalidScenario') : t('cannotExplain')), invalid ? ' ' + t('scenarioProblems', problems.length) : ` ${error.message}`),
      problems.length
        ? h(
            'ul',
            { class: 'problems' },
            problems.map((p) =>
              h(
                'li',
                {},
                p.line ? h('button', { type: 'button', class: 'line-link', onclick: () => editor.goTo(p.line) }, t('line', p.line)) : null,
                p.line ? ' ' : null,
                p.path && !/^body/.test(p.path) ? [h('code', {}, p.path), ': '] : null,
                p.message,
              ),
            ),
          )
        : null,
      h('p', {}, h('a', { href: FORMAT, target: '_blank', rel: 'noopener' }, t('formatLink'))),
    ),
  );
}

/** The scenario box: a textarea with its line numbers beside it, error lines marked. */
function scenarioEditor() {
  const textarea = h('textarea', { id: 'scenario', rows: '14', spellcheck: 'false', wrap: 'off', 'aria-describedby': 'scenario-help' });
  const gutter = h('pre', { class: 'gutter', 'aria-hidden': 'true' });
  let marked = new Set();
  const renumber = () => {
    const count = textarea.value.split('\n').length;
    clear(gutter, Array.from({ length: count }, (_, i) => h('span', { class: marked.has(i + 1) ? 'bad' : null }, String(i + 1))));
    gutter.scrollTop = textarea.scrollTop;
  };
  textarea.addEventListener('input', () => {
    marked = new Set();
    renumber();
  });
  textarea.addEventListener('scroll', () => (gutter.scrollTop = textarea.scrollTop));
  return {
    textarea,
    box: h('div', { class: 'editor' }, gutter, textarea),
    renumber,
    mark(lines) {
      marked = new Set(lines);
      renumber();
    },
    /** Puts the cursor at the start of a line and scrolls the box to it. */
    goTo(line) {
      const lines = textarea.value.split('\n');
      const at = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0);
      textarea.focus();
      textarea.setSelectionRange(at, at + (lines[line - 1]?.length ?? 0));
      const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 18;
      textarea.scrollTop = Math.max(0, (line - 3) * lineHeight);
    },
  };
}

export function renderExplainer(main, getData) {
  const editor = scenarioEditor();
  const { textarea } = editor;
  const out = h('section', { class: 'explanation', 'aria-live': 'polite', 'aria-label': t('explanation') });
  const picker = h('select', { id: 'example' }, h('option', { value: '' }, t('chooseExample')), EXAMPLES.map((e) => h('option', { value: e.file }, e.title)));
  const run = h('button', { type: 'submit', class: 'primary' }, t('explain'));
  picker.addEventListener('change', async () => {
    if (!picker.value) return;
    textarea.value = draft = await loadExample(picker.value);
    editor.mark([]);
  });
  textarea.addEventListener('input', () => (draft = textarea.value));
  const form = h(
    'form',
    { class: 'explain-form' },
    h('h1', {}, t('explainHeading')),
    h('p', { id: 'scenario-help' }, t('explainHelp'), ' ', h('a', { href: FORMAT, target: '_blank', rel: 'noopener' }, t('formatLink'))),
    h('label', { for: 'example' }, t('example')),
    picker,
    h('label', { for: 'scenario', class: 'block' }, t('scenario')),
    editor.box,
    attachCardNames(textarea),
    h('div', {}, run),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    run.disabled = true;
    clear(out, h('p', { class: 'muted' }, t('explaining')));
    try {
      // The steps are told in the language of the edition the reader has chosen.
      const data = await getData();
      const query = data?.id ? `?edition=${encodeURIComponent(data.id)}` : '';
      const response = await fetch(`/v1/explain${query}`, { method: 'POST', headers: { 'Content-Type': 'application/yaml' }, body: textarea.value });
      const body = await response.json().catch(() => null);
      if (Array.isArray(body?.trace)) {
        editor.mark([]);
        renderResult(out, data, body);
      }
      else renderFailure(out, body, response.status, editor);
      // Take the reader (and screen readers' focus) to the answer, below the editor.
      const first = out.firstElementChild;
      first?.setAttribute('tabindex', '-1');
      first?.focus({ preventScroll: true });
      first?.scrollIntoView({ block: 'start' });
    } catch {
      clear(out, h('p', { class: 'error', role: 'alert' }, t('explainOffline')));
    } finally {
      run.disabled = false;
    }
  });
  clear(main, form, out);
  if (draft) {
    textarea.value = draft;
    editor.renumber();
  } else loadExample(EXAMPLES[0].file).then((text) => {
    if (!draft) {
      textarea.value = draft = text;
      picker.value = EXAMPLES[0].file;
      editor.renumber();
    }
  });
}
