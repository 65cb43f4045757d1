// The explainer page: "what happens if…?" asked from a phone. A board builder (the board,
// then what the players do: board-builder.js, action-builder.js) and the same scenario as
// YAML (yaml-panel.js) edit one value; Explain sends it to POST /v1/explain and shows the
// answer in plain words first (answer-view.js). A question can be shared as a link holding
// the scenario (share.js), and a gallery of classic interactions loads into the builder.
// The scenario being built survives switching views and reloading (localStorage). Only the
// builder is needed to start: the answer, the YAML and sharing are imported when first used.
import { actionControls, describeAction } from './action-builder.js';
import { boardControls } from './board-builder.js';
import { learn } from './card-info.js';
import { clear, h } from './dom.js';
import { GALLERY, loadExample } from './examples.js';
import { EXPLAIN_WORDS } from './explain-words.js';
import { addWords, t } from './i18n.js';
import { cardOf, newScenario, unreadable } from './scenario-model.js';

addWords(EXPLAIN_WORDS);

const DRAFT_KEY = 'judge.explain.scenario';
const BUILDER_KEYS = new Set(['title', 'turn', 'players', 'actions']);
let draft = null; // the scenario being built, across views
let onHash = null; // the current page's reaction to a new shared link

window.addEventListener('hashchange', () => onHash?.());

function savedDraft() {
  try {
    return JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** One scenario, changed by the builder or by the YAML; listeners hear who changed it. */
function scenarioStore(initial) {
  const listeners = new Set();
  const store = {
    scenario: initial,
    subscribe: (fn) => listeners.add(fn),
    emit(origin) {
      draft = store.scenario;
      try {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(store.scenario));
      } catch {
        // private browsing or full storage: the draft lives for this visit only
      }
      for (const fn of listeners) fn(origin);
    },
    change(mutate) {
      mutate(store.scenario);
      store.emit('builder');
    },
    fromYaml(value) {
      store.scenario = value;
      store.emit('yaml');
    },
    replace(value, origin) {
      store.scenario = value;
      store.emit(origin);
    },
  };
  return store;
}

/** Where a problem's path is, in the builder's terms ("Alice · Battlefield · Grizzly Bears"). */
function pathInWords(s, path) {
  const zone = /^players\[(\d+)\]\.(battlefield|hand|graveyard|library|exile)\[(\d+)\]/.exec(path);
  const player = /^players\[(\d+)\](?:\.(\w+))?/.exec(path);
  const action = /^actions\[(\d+)\]/.exec(path);
  if (zone) return `${s.players?.[zone[1]]?.name} · ${t(zone[2] === 'library' ? 'libraryZone' : zone[2])} · ${cardOf(s.players?.[zone[1]]?.[zone[2]]?.[zone[3]])}`;
  if (player) return [s.players?.[player[1]]?.name, player[2]].filter(Boolean).join(' · ');
  if (action) return `${t('actionN', Number(action[1]) + 1)}${s.actions?.[action[1]] ? ` (${describeAction(s, s.actions[action[1]])})` : ''}`;
  if (/^turn\b/.test(path)) return t('turnLegend');
  return path;
}

function focusAnswer(out) {
  const first = out.firstElementChild;
  first?.setAttribute('tabindex', '-1');
  first?.focus({ preventScroll: true });
  first?.scrollIntoView({ block: 'start' });
}

export function renderExplainer(main, getData) {
  const store = scenarioStore(draft ?? savedDraft() ?? newScenario());
  const out = h('section', { class: 'explanation', 'aria-live': 'polite', 'aria-label': t('explanation') });
  const builder = h('div', { class: 'builder' });
  const status = h('p', { class: 'muted', role: 'status', id: 'explain-status' });
  const shareBox = h('div', { class: 'share', hidden: true });
  const yamlBox = h('details', { id: 'yaml-box', class: 'yaml-box' }, h('summary', {}, t('yamlTitle')));
  let marks = {}; // action index → what was wrong with it, from the last answer
  let panel = null;
  /** The YAML panel, loaded and mounted in its box the first time it is needed. */
  const yaml = () => (panel ??= import('./yaml-panel.js').then(({ yamlPanel }) => yamlPanel(store, yamlBox)));
  yamlBox.addEventListener('toggle', () => yamlBox.open && yaml());

  // Any change makes the last answer's marks and a shared link's address stale.
  store.subscribe(() => {
    marks = {};
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    shareBox.hidden = true;
    drawBuilder();
  });

  function drawBuilder() {
    // Redrawing replaces the controls: the one in use keeps the keyboard, and what is typed in it.
    const focused = document.activeElement;
    const focusId = builder.contains(focused) ? focused.id : null;
    const typed = focused?.type === 'text' || focused?.type === 'number' ? { value: focused.value, from: focused.selectionStart, to: focused.selectionEnd } : null;
    const s = store.scenario;
    const reason = unreadable(s);
    const extras = reason ? [] : Object.keys(s).filter((k) => !BUILDER_KEYS.has(k));
    clear(
      builder,
      h('section', { class: 'board-build', 'aria-labelledby': 'board-build-title' }, h('h2', { id: 'board-build-title' }, t('boardTitle')),
        reason ? h('p', { class: 'error' }, t('builderCantShow'), t(reason)) : boardControls(s, store.change)),
      reason ? null : h('section', { class: 'actions-build', 'aria-labelledby': 'actions-build-title' }, h('h2', { id: 'actions-build-title' }, t('actionsTitle')),
        actionControls(s, store.change, drawBuilder, marks)),
      extras.length ? h('p', { class: 'muted' }, t('alsoInScenario', extras.join(', '))) : null,
    );
    const again = focusId ? document.getElementById(focusId) : null;
    again?.focus({ preventScroll: true });
    if (again && typed && again.value !== typed.value) {
      again.value = typed.value;
      if (again.type === 'text') {
        again.setSelectionRange(typed.from, typed.to);
        again.dispatchEvent(new Event('input')); // a card name being typed gets its suggestions again
      }
    }
    if (!reason) learn(s.players.flatMap((p) => ['battlefield', 'hand', 'graveyard', 'library', 'exile'].flatMap((z) => (Array.isArray(p[z]) ? p[z].map(cardOf) : [])))).then((news) => news && drawBuilder());
  }

  /** The server's problems with the scenario, each where it is (in the builder's words and
   *  on its YAML line) with what to write instead. */
  async function renderProblems(body, code, sent) {
    const error = body?.error ?? { message: `HTTP ${code}` };
    if (code !== 422 && code !== 400) return clear(out, h('div', { class: 'error', role: 'alert' }, h('p', {}, h('strong', {}, t('cannotExplain')), error.message)));
    const [{ problemAdvice }, { adviceItem }, yamlView] = await Promise.all([import('./yaml-advice.js'), import('./yaml-panel.js'), yaml()]);
    const text = await yamlView.text();
    const problems = (error.details?.length ? error.details : [{ path: '', message: error.message }]).map((p) => problemAdvice(text, p));
    yamlView.editor.mark(problems.map((p) => p.line));
    const lines = { goTo: (line) => yamlView.showAt(line), replaceLine: async (line, fix) => (await yamlView.showAt(line), yamlView.editor.replaceLine(line, fix)) };
    clear(out, h('div', { class: 'error', role: 'alert' },
      h('p', {}, h('strong', {}, t('invalidScenario')), ' ', t('scenarioProblems', problems.length)),
      h('ul', { class: 'problems' }, problems.map((p) => adviceItem(p, lines, p.path ? [h('strong', {}, pathInWords(sent, p.path)), ': '] : null))),
      h('p', {}, h('a', { href: '/assets/scenario-format.md', target: '_blank', rel: 'noopener' }, t('formatLink')))));
  }

  /** A YAML being typed that does not read yet: its slips, instead of an answer. */
  async function yamlSlips() {
    if (!panel) return false;
    const [yamlView, { adviceItem }] = await Promise.all([panel, import('./yaml-panel.js')]);
    await yamlView.flush();
    const slips = yamlView.slips();
    if (!slips.length) return false;
    clear(out, h('div', { class: 'error', role: 'alert' }, h('p', {}, h('strong', {}, t('invalidScenario')), ' ', t('yamlSlips', slips.length)), h('ul', { class: 'problems' }, slips.map((a) => adviceItem(a, yamlView.editor)))));
    return true;
  }

  async function explain() {
    run.disabled = true;
    try {
      if (await yamlSlips()) return focusAnswer(out);
      const sent = structuredClone(store.scenario);
      clear(out, h('p', { class: 'muted' }, t('explaining')));
      // The steps are told in the language of the edition the reader has chosen.
      const [data, { renderAnswer }] = await Promise.all([getData().catch(() => null), import('./answer-view.js')]);
      const query = data?.id ? `?edition=${encodeURIComponent(data.id)}` : '';
      const response = await fetch(`/v1/explain${query}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(sent) });
      const body = await response.json().catch(() => null);
      if (Array.isArray(body?.trace)) {
        marks = body.error?.action !== undefined ? { [body.error.action]: t('notAllowed') } : {};
        drawBuilder();
        renderAnswer(out, { data, result: body, sent, describeAction });
      } else await renderProblems(body, response.status, sent);
      focusAnswer(out);
    } catch {
      clear(out, h('p', { class: 'error', role: 'alert' }, t('explainOffline')));
    } finally {
      run.disabled = false;
    }
  }

  async function share() {
    const { encodeScenario, shareLink } = await import('./share.js');
    const link = shareLink(await encodeScenario(store.scenario));
    history.replaceState(null, '', link.slice(location.origin.length));
    const field = h('input', { id: 'share-link', type: 'url', readonly: true, value: link, onfocus: (e) => e.target.select() });
    const said = h('p', { class: 'muted', role: 'status' });
    clear(shareBox, h('label', { for: 'share-link' }, t('shareLabel')), field, said);
    shareBox.hidden = false;
    try {
      await navigator.clipboard.writeText(link);
      said.textContent = t('shareCopied');
    } catch {
      said.textContent = t('shareReady');
      field.focus();
    }
  }

  /** Opens the scenario of a shared link (#s=…) and explains it. */
  async function openShared() {
    const { decodeScenario, tokenIn } = await import('./share.js');
    const token = tokenIn(location.hash);
    if (!token) return;
    try {
      store.replace(await decodeScenario(token), 'link');
    } catch {
      status.textContent = t('sharedBroken');
      return;
    }
    history.replaceState(null, '', `${location.pathname}#s=${token}`); // the store's change cleared it
    await explain();
  }
  onHash = openShared;

  async function loadGalleryExample(example) {
    const [text, { fromYaml }, yamlView] = await Promise.all([loadExample(example.file), import('./yaml-text.js'), yaml()]);
    const read = await fromYaml(text);
    if (!read.value) return;
    store.replace(read.value, 'example');
    yamlView.setText(text);
    clear(out);
    status.textContent = t(`ex_${example.key}`);
    gallery.open = false; // the board it loaded comes into view
    builder.scrollIntoView({ block: 'start' });
  }

  const run = h('button', { type: 'button', class: 'primary', id: 'explain-run', onclick: explain }, t('explain'));
  const empty = store.scenario.players?.every?.((p) => !(p.battlefield?.length || p.hand?.length));
  const gallery = h('details', { class: 'gallery', open: empty },
    h('summary', {}, t('examplesTitle')),
    h('p', { class: 'muted' }, t('examplesHelp')),
    h('ul', { class: 'gallery-list' }, GALLERY.map((example) =>
      h('li', {}, h('button', { type: 'button', class: 'example', 'data-file': example.file, onclick: () => loadGalleryExample(example) },
        h('strong', {}, t(`ex_${example.key}`)), h('span', {}, t(`exAbout_${example.key}`)))))));
  clear(
    main,
    h('div', { class: 'explain-form' },
      h('h1', {}, t('explainHeading')),
      h('p', {}, t('explainHelp')),
      gallery,
      builder,
      yamlBox,
      h('div', { class: 'run-row' }, run,
        h('button', { type: 'button', class: 'secondary', id: 'share-run', onclick: share }, t('shareButton')),
        h('button', { type: 'button', class: 'link-button', onclick: () => (store.replace(newScenario(), 'builder'), clear(out)) }, t('startAgain'))),
      shareBox,
      status),
    out,
  );
  drawBuilder();
  performance.mark('judge:builder-ready');
  main.dataset.builder = 'ready';
  if (location.hash.startsWith('#s=')) openShared();
}
