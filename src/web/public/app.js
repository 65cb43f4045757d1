// The app: picks the edition, routes between the views by path (/, /r/NUMBER, /explain)
// with the History API, and drives the search box. Views live in rule-view.js and
// explainer.js; data and search in data.js and search.js.
import { loadEdition, loadEditions } from './data.js';
import { clear, h, marked, rulePath } from './dom.js';
import { renderExplainer } from './explainer.js';
import { renderChanges, renderHistory } from './history-view.js';
import { langName, setUiLang, t } from './i18n.js';
import { renderRule, renderToc } from './rule-view.js';
import { parseRuleNumber, searchApi, searchLocal } from './search.js';

const $ = (id) => document.getElementById(id);
const main = $('main');
const input = $('q');
const results = $('results');
const langPicker = $('lang');
const editionPicker = $('edition');
const status = $('status');

const state = { editions: [], defaults: {}, edition: null };

function say(message) {
  status.textContent = message;
}

function currentData() {
  return loadEdition(state.edition);
}

// ---- editions and languages -------------------------------------------------------

function fillPickers() {
  const langs = [...new Set(state.editions.map((e) => e.lang))];
  const current = state.editions.find((e) => e.id === state.edition);
  clear(langPicker, langs.map((l) => h('option', { value: l, selected: l === current?.lang }, langName(l))));
  const sameLang = state.editions.filter((e) => e.lang === current?.lang).sort((a, b) => String(b.effectiveDate).localeCompare(String(a.effectiveDate)));
  clear(editionPicker, sameLang.map((e) => h('option', { value: e.id, selected: e.id === state.edition }, e.effectiveDate ?? e.id)));
  document.documentElement.lang = current?.lang ?? 'en';
  setUiLang(current?.lang ?? 'en');
}

async function chooseEdition(id) {
  // Remember what the open rule is about, to search for it if the new edition numbers it differently.
  const open = /^\/r\/([^/]+)$/.exec(decodeURIComponent(location.pathname))?.[1];
  const before = open && state.edition ? await currentData().catch(() => null) : null;
  const rule = before?.get(open);
  // Its first words, or its heading when it has no words of its own ("702.19. Trample").
  state.hint = rule ? (rule.x ? rule.x.split(/\s+/).slice(0, 6).join(' ') : rule.t) : undefined;
  state.edition = id;
  localStorage.setItem('judge.edition', id);
  fillPickers();
  route();
}

langPicker.addEventListener('change', () => chooseEdition(state.defaults[langPicker.value] ?? state.editions.find((e) => e.lang === langPicker.value).id));
editionPicker.addEventListener('change', () => chooseEdition(editionPicker.value));

// ---- routing ------------------------------------------------------------------------

export function navigate(path, { replace = false } = {}) {
  state.hint = undefined;
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  route();
}

let routeSeq = 0;

async function route() {
  const seq = ++routeSeq;
  const path = decodeURIComponent(location.pathname);
  closeResults();
  if (path === '/explain') {
    document.title = t('explainTitle');
    renderExplainer(main, currentData);
    return;
  }
  let data;
  try {
    data = await currentData();
  } catch (err) {
    clear(main, h('p', { class: 'error', role: 'alert' }, t('cannotLoadRules', err.message)));
    return;
  }
  if (seq !== routeSeq) return; // a later navigation won
  const m = /^\/r\/(.+)$/.exec(path);
  const history = /^\/h\/(.+)$/.exec(path);
  const changes = /^\/changes\/(.+)$/.exec(path);
  if (history) {
    document.title = `${t('historyOf', history[1])} — Judge`;
    renderHistory(main, data, history[1]);
  } else if (changes) {
    document.title = `${t('changesIn', changes[1])} — Judge`;
    renderChanges(main, state.editions, changes[1]);
  } else if (m) {
    document.title = `${m[1]} — Judge`;
    renderRule(main, data, m[1], state.editions, state.hint);
    state.hint = undefined;
  } else {
    document.title = t('appTitle');
    renderToc(main, data);
    main.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }
}

window.addEventListener('popstate', route);

// Same-site links are routed here instead of reloading the page.
document.addEventListener('click', (event) => {
  const link = event.target.closest?.('a[href]');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || !/^\/(?:r\/|explain$|$)/.test(url.pathname)) return;
  event.preventDefault();
  navigate(url.pathname);
});

// ---- search box ---------------------------------------------------------------------

let active = -1;
let searchSeq = 0;
let inflight = null;

function options() {
  return [...results.querySelectorAll('[role="option"]')];
}

function closeResults() {
  results.hidden = true;
  input.setAttribute('aria-expanded', 'false');
  input.removeAttribute('aria-activedescendant');
  active = -1;
}

function setActive(i) {
  const opts = options();
  if (!opts.length) return;
  active = (i + opts.length) % opts.length;
  opts.forEach((o, j) => o.setAttribute('aria-selected', String(j === active)));
  input.setAttribute('aria-activedescendant', opts[active].id);
  opts[active].scrollIntoView({ block: 'nearest' });
}

function option(i, number, label, snippet) {
  return h(
    'li',
    { role: 'option', id: `opt-${i}`, 'aria-selected': 'false', 'data-number': number },
    h('a', { href: rulePath(number), tabindex: '-1' }, h('span', { class: 'hit-title' }, h('span', { class: 'num' }, number.startsWith('glossary:') ? t('glossaryEntry', number.slice(9)) : number), label ? ` ${label}` : ''), snippet ? h('span', { class: 'snippet' }, marked(snippet)) : null),
  );
}

function showResults(query, data, hits, source) {
  const items = [];
  const number = parseRuleNumber(query);
  if (number) {
    const rule = data.get(number);
    items.push(option(0, number, rule ? rule.t ?? '' : t('goToNumber'), rule ? rule.x.slice(0, 140) : ''));
  }
  for (const hit of hits) {
    if (hit.number === number) continue;
    items.push(option(items.length, hit.number, hit.title ?? '', hit.snippet));
  }
  if (!items.length) items.push(h('li', { class: 'none', role: 'presentation' }, t('nothingFound', query)));
  clear(results, items);
  results.dataset.source = source;
  results.dataset.query = query; // lets tests and the benchmark see which query is shown
  results.hidden = false;
  input.setAttribute('aria-expanded', 'true');
  active = -1;
  if (options().length) setActive(0);
  say(t('results', options().length, source === 'local'));
}

async function onQuery() {
  const query = input.value.trim();
  const seq = ++searchSeq;
  inflight?.abort();
  if (!query) return closeResults();
  const data = await currentData();
  if (seq !== searchSeq) return;
  const number = parseRuleNumber(query);
  if (number || !navigator.onLine) return showResults(query, data, number ? [] : searchLocal(data, query), 'local');
  inflight = new AbortController();
  let hits;
  let source = 'api';
  try {
    hits = await searchApi(query, data.id, { signal: inflight.signal });
  } catch (err) {
    if (seq !== searchSeq) return;
    // The API refused the query (too long, odd characters): say why; otherwise go local.
    if (err.status === 400) {
      clear(results, h('li', { class: 'none', role: 'presentation' }, err.message));
      results.hidden = false;
      return;
    }
    hits = searchLocal(data, query);
    source = 'local';
  }
  if (seq !== searchSeq) return;
  showResults(query, data, hits, source);
}

function openActive() {
  const opts = options();
  const chosen = opts[active >= 0 ? active : 0];
  const number = chosen?.dataset.number ?? parseRuleNumber(input.value);
  if (!number) return;
  input.blur();
  navigate(rulePath(number));
}

input.addEventListener('input', onQuery);
document.addEventListener('judge:search', (event) => {
  input.value = event.detail;
  input.focus();
  onQuery();
});
input.addEventListener('focus', () => input.value.trim() && results.childElementCount && (results.hidden = false));
input.addEventListener('keydown', (event) => {
  if (event.key === 'ArrowDown') setActive(active + 1);
  else if (event.key === 'ArrowUp') setActive(active - 1);
  else if (event.key === 'Enter') openActive();
  else if (event.key === 'Escape') closeResults();
  else return;
  event.preventDefault();
});
results.addEventListener('mousedown', (event) => event.preventDefault()); // keep focus in the box
document.addEventListener('click', (event) => {
  if (!event.target.closest?.('.search')) closeResults();
});
document.addEventListener('keydown', (event) => {
  const typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement?.tagName ?? '');
  if (event.key === '/' && !typing) {
    event.preventDefault();
    input.focus();
    input.select();
  }
});

// ---- start --------------------------------------------------------------------------

async function start() {
  try {
    const index = await loadEditions();
    state.editions = index.editions;
    state.defaults = index.defaults;
    const params = new URLSearchParams(location.search);
    const wanted = [params.get('edition'), localStorage.getItem('judge.edition'), index.default];
    state.edition = wanted.find((id) => id && state.editions.some((e) => e.id === id)) ?? state.editions[0]?.id;
  } catch (err) {
    clear(main, h('p', { class: 'error', role: 'alert' }, t('cannotLoadEditions', err.message)));
    return;
  }
  if (!state.edition) return clear(main, h('p', {}, t('noRules')));
  fillPickers();
  await route();
  document.body.dataset.ready = 'true';
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => {});
}

start();
