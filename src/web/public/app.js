// The app: picks the edition and the interface language, routes between the views by path
// (/, /r/NUMBER, /h/NUMBER, /changes, /explain) with the History API, and drives the search
// box. Views live in rule-view.js, history-view.js and explainer.js; data and search in
// data.js and search.js; which rule is the same rule elsewhere in identity.js.
import { hasCachedEdition, loadEdition, loadEditions, loadRuleSnapshot, setAutoKeep } from './data.js';
import { clear, docPath, h, historyPath, marked, rulePath, setDocument, setLinkEdition } from './dom.js';
import { chosenLang, editionOf, fillPickers as fillEditionPickers, readingDefault } from './editions.js';
import { renderChanges, renderHistory, renderReleases } from './history-view.js';
import { setUiLang, t } from './i18n.js';
import { citedOpening, counterpart, openingEdition } from './identity.js';
import { definingRule, looksLikeNumber, numberMatches, parseRuleNumber, parseRuleRef } from './numbers.js';
import { loadFailure } from './offline-view.js';
import { renderPolicySection, renderPolicyToc } from './policy-view.js';
import { renderMissingCounterpart, renderRule, renderToc } from './rule-view.js';
import { searchApi, searchLocal, warmLocal } from './search.js';

const $ = (id) => document.getElementById(id);
const main = $('main');
const input = $('q');
const results = $('results');
const langPicker = $('lang');
const editionPicker = $('edition');
const status = $('status');

/** `edition`: the rules edition being read (pickers); `viewing`: the edition on screen —
 *  that one, or a tournament document's (/mtr, /ipg) read beside it; `uiLang`: the
 *  interface's language (chosen apart). `linked`, `byNumber`: notes for the next rule view
 *  (the shared link it was opened from; a number matched offline, without identity). */
const state = { index: null, editions: [], documents: {}, edition: null, viewing: null, uiLang: 'en' };

const langOf = (id) => String(id).split('-')[0];

function say(message) {
  status.textContent = message;
}

function currentData() {
  return loadEdition(state.edition);
}

/** The edition on screen: the rules, or the tournament document being read. */
function viewedData() {
  return loadEdition(state.viewing ?? state.edition);
}

// ---- editions and languages -------------------------------------------------------

function fillPickers() {
  setUiLang(state.uiLang);
  document.documentElement.lang = state.uiLang;
  // The rules keep their own language, whatever the interface speaks.
  main.lang = editionOf(state.index, state.edition)?.lang ?? state.uiLang;
  setLinkEdition(state.edition);
  fillEditionPickers(langPicker, editionPicker, state.index, state);
}

/** The rule page or history open now, as its address names it: {kind, asked, edition}. */
function openRule() {
  const m = /^\/(r|h)\/([^/]+)$/.exec(decodeURIComponent(location.pathname));
  if (!m) return null;
  return { kind: m[1], asked: m[2], edition: new URLSearchParams(location.search).get('edition') ?? state.edition };
}

/** Reads another edition. An open rule follows to the same rule there, found through rule
 *  identity (never its number: 702.111b is menace in English and renown in the Italian of
 *  2020); without one, the reader is told so and offered its text and a search. */
async function chooseEdition(id, { uiLang } = {}) {
  if (uiLang) localStorage.setItem('judge.lang', (state.uiLang = uiLang));
  localStorage.setItem('judge.edition', id);
  keepOwn(id);
  const open = openRule();
  const ref = open ? parseRuleRef(open.asked) : null;
  const before = ref?.kind === 'rule' && open.edition !== id ? await loadEdition(open.edition).catch(() => null) : null;
  state.edition = id;
  fillPickers();
  if (!before || !before.get(ref.number)) {
    if (open) history.replaceState(null, '', (open.kind === 'h' ? historyPath : rulePath)(ref?.kind === 'range' ? ref.label : open.asked, id));
    return route({ focus: 'stay' }); // the keyboard stays on the picker
  }
  const found = await counterpart(ref.number, before.id, id);
  if (found.number === null) {
    // The address keeps naming the rule the reader came from; the page says there is none here.
    const data = await currentData();
    return renderMissingCounterpart(main, data, ref.number, { data: before, rule: before.get(ref.number), reason: found.reason, hint: topicOf(before, ref.number) });
  }
  if (found.byNumber) state.byNumber = id;
  history.replaceState(null, '', (open.kind === 'h' ? historyPath : rulePath)(found.number, id));
  route({ focus: 'stay' });
}

/** The reader's own edition works offline without asking — and, for a reader of the English
 *  rules, the tournament documents read beside them. */
function keepOwn(id) {
  setAutoKeep([id, ...(langOf(id) === 'en' ? ['mtr', 'ipg'].map((d) => state.documents[d]).filter(Boolean) : [])]);
}

/** What a rule is about: the nearest title above it ("Trample"), else its first words. */
function topicOf(data, number) {
  const rule = data.get(number);
  const titled = [number, ...data.ancestors(number).reverse()].map((n) => data.get(n)).find((r) => r?.t && r.u);
  return titled?.t ?? rule.x.split(/\s+/).slice(0, 6).join(' ');
}

document.addEventListener('judge:edition', (event) => chooseEdition(event.detail));
langPicker.addEventListener('change', () => chooseEdition(readingDefault(state.index, langPicker.value), { uiLang: langPicker.value }));
editionPicker.addEventListener('change', () => chooseEdition(editionPicker.value));

// ---- routing ------------------------------------------------------------------------

export function navigate(path, { replace = false } = {}) {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  route({ focus: 'content' });
}

let routeSeq = 0;

// The explainer (a dozen modules) is loaded when first wanted, so the rule pages do not wait
// for it; start() asks for it at once when the page opens on /explain.
let explainerModule = null;
const explainer = () => (explainerModule ??= import('./explainer.js'));

/** Renders the view for the current path. `focus`: where the keyboard goes — the search box
 *  on the first view, the content after a followed link (as a page load would for a screen
 *  reader), nowhere new after a change of edition. The address's edition is the one read. */
async function route({ focus = 'search' } = {}) {
  const seq = ++routeSeq;
  let path = decodeURIComponent(location.pathname);
  const named = new URLSearchParams(location.search).get('edition');
  if (named && named !== state.edition && editionOf(state.index, named) && editionOf(state.index, named).kind !== 'policy') {
    state.edition = named;
    fillPickers();
  }
  if (!named && (await openCited(path))) {
    if (seq !== routeSeq) return; // a later navigation won
    path = decodeURIComponent(location.pathname);
  }
  closeResults();
  const tournament = /^\/(mtr|ipg)(?:\/(.+))?$/.exec(path);
  if (tournament) return showDocument(tournament[1], tournament[2], focus, seq);
  state.viewing = null;
  setDocument('cr');
  // The rules keep their own language, whatever the interface speaks.
  main.lang = editionOf(state.index, state.edition)?.lang ?? state.uiLang;
  if (path === '/explain') {
    let renderExplainer;
    try {
      ({ renderExplainer } = await explainer());
    } catch {
      explainerModule = null; // offline before it was ever loaded: try again next time
      return clear(main, h('p', { class: 'error', role: 'alert' }, t('explainOffline')));
    }
    if (seq !== routeSeq) return;
    document.title = t('explainTitle');
    renderExplainer(main, currentData);
    if (focus === 'search') input.focus({ preventScroll: true });
    return;
  }
  if (path === '/changes') {
    document.title = `${t('releasesTitle')} — Judge`;
    return renderReleases(main, state.editions);
  }
  const changes = /^\/changes\/(.+)$/.exec(path);
  if (changes) {
    document.title = `${t('changesIn', changes[1])} — Judge`;
    return renderChanges(main, state.editions, changes[1]);
  }
  let data;
  try {
    data = await currentData();
  } catch (err) {
    clear(main, loadFailure(err, state.edition));
    return;
  }
  if (seq !== routeSeq) return; // a later navigation won
  const m = /^\/r\/(.+)$/.exec(path);
  const ruleHistory = /^\/h\/(.+)$/.exec(path);
  if (ruleHistory) {
    document.title = `${t('historyOf', ruleHistory[1])} — Judge`;
    renderHistory(main, data, ruleHistory[1]);
  } else if (m) showRule(m[1], data, focus);
  else {
    document.title = t('appTitle');
    renderToc(main, data, state.documents, state.editions);
    if (focus !== 'stay') (focus === 'content' ? main : input).focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }
}

/** A rule or history named by number without an edition (a deep link, a number typed in the
 *  search box): the current English number judges cite, opened as its counterpart in the
 *  edition read (identity.js), the address then naming that edition. True when it did. */
async function openCited(path) {
  const open = /^\/(r|h)\/(.+)$/.exec(path);
  const ref = open ? parseRuleRef(open[2]) : null;
  if (ref?.kind !== 'rule') return false;
  const found = await citedOpening(state.index, ref.number, state.edition);
  if (found.edition !== state.edition) {
    state.edition = found.edition;
    fillPickers();
  }
  state.linked = found.linked;
  if (found.byNumber) state.byNumber = found.edition;
  history.replaceState(null, '', (open[1] === 'h' ? historyPath : rulePath)(found.number, found.edition));
  return true;
}

/** A tournament document: its contents (/mtr), or one section (/ipg/2.1, /mtr/appendix%20b),
 *  in its newest edition, beside whichever edition of the rules is chosen. */
async function showDocument(doc, asked, focus, seq) {
  const id = state.documents[doc];
  if (!id) return clear(main, h('p', { class: 'error', role: 'alert' }, t('noRules')));
  let data;
  try {
    data = await loadEdition(id);
  } catch (err) {
    clear(main, loadFailure(err, id));
    return;
  }
  if (seq !== routeSeq) return;
  state.viewing = id;
  setDocument(doc);
  main.setAttribute('lang', data.lang); // the documents are in English whatever the interface speaks
  if (!asked) {
    document.title = `${data.short} — Judge`;
    renderPolicyToc(main, data, state.documents);
    if (focus !== 'stay') (focus === 'content' ? main : input).focus({ preventScroll: true });
    window.scrollTo(0, 0);
    return;
  }
  // "2.1.", "appendix b", "IPG 2.1" → the number as filed.
  const number = asked.trim().replace(/^(?:mtr|ipg)\s+/i, '').replace(/^(?:appendix|app\.?)\s+([a-z])$/i, (_, l) => l.toUpperCase()).replace(/\.$/, '');
  if (number !== asked) history.replaceState(null, '', docPath(doc, number) + location.search);
  document.title = `${data.short} ${number} — Judge`;
  renderPolicySection(main, data, number, state.editions, { keepFocus: focus === 'content' });
  if (focus === 'search') input.focus({ preventScroll: true });
}

/** What a deep link asks for, in any form the CLI accepts: a number ("702.19 c",
 *  "R70219c"), a range, a glossary entry, or a keyword or glossary term ("trample"), which
 *  is the rule defining it — in this edition's words or, in a translation, in English. */
function askedRef(asked, data) {
  if (asked.startsWith('glossary:')) return { kind: 'rule', number: asked };
  return parseRuleRef(asked) ?? { kind: 'rule', number: definingRule(data, asked) ?? asked.trim() };
}

/** A deep link: the address is put in its canonical form (with its edition), then the rule
 *  or range is shown (or what exists near it), with the notes for how the reader got here. */
function showRule(asked, data, focus) {
  const ref = askedRef(asked, data);
  const canonical = ref.kind === 'range' ? ref.label : ref.number;
  const address = rulePath(canonical, data.id);
  if (address !== location.pathname + location.search) history.replaceState(null, '', address);
  document.title = `${canonical} — Judge`;
  // Replacing the API's snapshot of the rule with the rule in context: keep it where the reader sees it.
  const before = main.dataset.partial === 'true' ? main.querySelector('.para.focus')?.getBoundingClientRect().top : undefined;
  const notes = { linked: state.linked, byNumber: state.byNumber === data.id };
  renderRule(main, data, ref, state.editions, { keepFocus: focus === 'content', notes });
  const after = main.querySelector('.para.focus')?.getBoundingClientRect().top;
  if (before !== undefined && after !== undefined) window.scrollBy(0, after - before);
  state.linked = state.byNumber = undefined;
  if (focus === 'search') input.focus({ preventScroll: true });
}

window.addEventListener('popstate', () => route({ focus: 'content' }));

// Same-site links are routed here instead of reloading the page.
document.addEventListener('click', (event) => {
  const link = event.target.closest?.('a[href]');
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || !/^\/(?:r\/|h\/|changes(?:\/|$)|mtr(?:\/|$)|ipg(?:\/|$)|explain$|$)/.test(url.pathname)) return;
  event.preventDefault();
  navigate(url.pathname + url.search);
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

/** One result. An option holds no link (an interactive element inside an option is
 *  invisible to screen readers); choosing it — click, tap or Enter — opens the rule, or the
 *  section of the document it names (a search across the rules and the tournament documents). */
function option(i, number, label, snippet, document, path = document ? docPath(document, number) : rulePath(number)) {
  const shown = number.startsWith('glossary:') ? t('glossaryEntry', number.slice(9)) : document && document !== 'cr' ? `${document.toUpperCase()} ${number}` : number;
  return h(
    'li',
    { role: 'option', id: `opt-${i}`, 'aria-selected': 'false', 'data-number': number, 'data-path': path, onclick: () => navigate(path) },
    h('span', { class: 'hit-title' }, h('span', { class: 'num' }, shown), label ? ` ${label}` : ''),
    snippet ? h('span', { class: 'snippet' }, marked(snippet)) : null,
  );
}

/** What a number being typed can become: the range as a whole, then each rule it matches.
 *  A whole number typed while reading another edition than the current English is the number
 *  judges cite, the current English rule's: it is offered as that, opening its counterpart
 *  here (in the Italian of 2020, "702.111b" is menace, 702.110b, not renown). */
function numberOptions(query, data) {
  const ref = parseRuleRef(query);
  const items = [];
  if (ref?.kind === 'range') items.push(option(0, ref.label, t('wholeRange'), ''));
  const cited = ref?.kind === 'rule' && readsCited(data) ? ref.number : null;
  for (const n of numberMatches(data, query)) {
    const rule = data.get(n);
    if (n === cited) items.push(option(items.length, n, t('citedOption', state.index.defaults.en), '', undefined, docPath('cr', n)));
    else items.push(option(items.length, n, rule.t ?? '', rule.t ? '' : rule.x.slice(0, 140)));
  }
  return items;
}

/** True when a number named without an edition means another rule than this edition's own
 *  number: a rules edition other than the current English (see openCited). */
function readsCited(data) {
  return data.document === 'cr' && Boolean(state.index.defaults?.en) && data.id !== state.index.defaults.en;
}

function showResults(query, data, hits, source) {
  const items = looksLikeNumber(query) ? numberOptions(query, data) : [];
  const number = parseRuleNumber(query);
  // A keyword or glossary term (in a translation, an English one too) first: its rule.
  const defined = looksLikeNumber(query) ? null : definingRule(data, query);
  if (defined && hits[0]?.number !== defined) {
    const rule = data.get(defined);
    items.push(option(items.length, defined, rule.t ?? '', rule.t ? '' : rule.x.slice(0, 140)));
  }
  for (const hit of hits) {
    if ((hit.number === number || (hit.number === defined && items.length)) && (hit.document ?? data.document) === data.document) continue;
    items.push(option(items.length, hit.number, hit.title ?? '', hit.snippet, hit.document));
  }
  if (!items.length) items.push(h('li', { class: 'none', role: 'presentation' }, looksLikeNumber(query) ? t('noNumber', query, data.id) : t('nothingFound', query)));
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
  const data = await viewedData();
  if (seq !== searchSeq) return;
  // A number, whole or half-typed, is looked up here and never sent to the word search.
  if (looksLikeNumber(query) || !navigator.onLine) {
    const hits = looksLikeNumber(query) ? [] : await searchLocal(data, query);
    if (seq === searchSeq) showResults(query, data, hits, 'local');
    return;
  }
  inflight = new AbortController();
  let hits;
  let source = 'api';
  try {
    hits = await searchApi(query, searchedEditions(data), { signal: inflight.signal });
  } catch (err) {
    if (seq !== searchSeq) return;
    // The API refused the query (too long): say so in the interface's words; otherwise go local.
    if (err.status === 400 || err.status === 413) {
      clear(results, h('li', { class: 'none', role: 'presentation' }, t('queryRefused')));
      results.hidden = false;
      return;
    }
    hits = await searchLocal(data, query);
    source = 'local';
  }
  if (seq !== searchSeq) return;
  showResults(query, data, hits, source);
}

/** What the search box searches: the edition on screen — with, when the reader reads the
 *  English rules or a tournament document, the rules and both documents together. */
function searchedEditions(data) {
  const rules = state.editions.find((e) => e.id === state.edition);
  if (rules?.lang !== 'en' && data.document === 'cr') return data.id;
  const ids = [rules?.lang === 'en' ? rules.id : state.documents.cr, state.documents.mtr, state.documents.ipg].filter(Boolean);
  return [...new Set(ids)].join(',');
}

function openActive() {
  const opts = options();
  const chosen = opts[active >= 0 ? active : 0];
  const ref = parseRuleRef(input.value);
  const number = chosen?.dataset.number ?? (ref?.kind === 'range' ? ref.label : ref?.number);
  if (!number) return;
  input.blur();
  // A whole number nothing here starts with may still be a current English rule's (openCited).
  const cited = !chosen && ref?.kind === 'rule' && state.viewing === null && state.edition !== state.index.defaults?.en;
  navigate(chosen?.dataset.path ?? (cited ? docPath('cr', number) : rulePath(number)));
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

/** A deep link's rule, fetched alone from the API while the whole edition (a few hundred
 *  kilobytes) is not cached yet: on a slow connection the rule shows long before its
 *  neighbours arrive. Null when it cannot help (cached edition, a range, a miss). */
async function firstRule(path, wantedEdition, { cited = false } = {}) {
  const asked = /^\/r\/(.+)$/.exec(path)?.[1];
  const ref = asked && !asked.startsWith('glossary:') ? parseRuleRef(asked) : null;
  if (ref?.kind !== 'rule') return null;
  if (wantedEdition && (await hasCachedEdition(wantedEdition))) return null;
  return loadRuleSnapshot(ref.number, wantedEdition, { cited }).catch(() => null);
}

/** True when the rule the server answered is in the edition the reader will get: one asked
 *  for by name, or the default edition of the first of the browser's languages we have (the
 *  server's default when we have none of them) — so it can show before the editions' index. */
function speaksFirst(editionId, remembered) {
  if (remembered) return editionId === remembered;
  const ours = ['en', 'it', 'pt'];
  const first = (navigator.languages ?? [navigator.language]).map((tag) => String(tag).toLowerCase().split('-')[0]).find((l) => ours.includes(l));
  return !first || editionId.split('-')[0] === first;
}

function showSnapshot(snapshot) {
  snapshot.lang = snapshot.id.split('-')[0];
  renderRule(main, snapshot, { kind: 'rule', number: snapshot.asked }, state.editions);
  performance.mark('judge:rule-visible');
  input.focus({ preventScroll: true });
}

async function start() {
  if (location.pathname === '/explain') explainer();
  const params = new URLSearchParams(location.search);
  const linked = params.get('edition');
  const stored = localStorage.getItem('judge.edition');
  state.uiLang = chosenLang();
  const path = decodeURIComponent(location.pathname);
  // A deep link's rule shows as soon as it arrives when it is surely the edition the reader
  // gets; otherwise once the editions' index has said which edition that is.
  const remembered = linked && (!stored || langOf(stored) === langOf(linked)) ? linked : linked ? null : stored;
  let shownEarly = false;
  // A link naming no edition names the current English rule: asked by language, the answer is its counterpart.
  const early = (linked && !remembered ? Promise.resolve(null) : firstRule(path, remembered, { cited: !linked })).then((snapshot) => {
    if (snapshot && speaksFirst(snapshot.id, remembered)) {
      showSnapshot(snapshot);
      shownEarly = true;
    }
    return snapshot;
  });
  try {
    state.index = await loadEditions();
    state.editions = state.index.editions;
    state.documents = state.index.documents ?? {};
  } catch (err) {
    clear(main, h('p', { class: 'error', role: 'alert' }, t('cannotLoadEditions', err.message)));
    return;
  }
  const own = stored && editionOf(state.index, stored) ? stored : readingDefault(state.index, state.uiLang);
  if (!own) return clear(main, h('p', {}, t('noRules')));
  keepOwn(own);
  const opening = await openingEdition(state.index, path, linked, own);
  state.edition = opening.edition;
  state.linked = opening.linked;
  if (opening.address) history.replaceState(null, '', opening.address);
  fillPickers();
  // The edition starts downloading now too: the rule's answer is a few kilobytes, and
  // shares the connection with it only briefly. The explainer needs it only to quote rules
  // in its answer: there it waits until the builder is drawn, leaving it the connection.
  const explaining = path === '/explain';
  if (!explaining) currentData().catch(() => {});
  const snapshot = await early;
  if (!shownEarly && snapshot?.id === state.edition && !state.linked) showSnapshot(snapshot);
  await route();
  if (explaining) currentData().catch(() => {});
  if (main.querySelector('.para.focus')) performance.mark('judge:rule-visible');
  document.body.dataset.ready = 'true';
  // Offline, the search runs in the page: its index is built when the network goes (or now,
  // when the page opens without one), so the first offline keystroke need not wait for it.
  const warm = () => viewedData().then(warmLocal).catch(() => {});
  window.addEventListener('offline', warm);
  if (!navigator.onLine) warm();
  // The tournament documents are small: an English reader gets them kept for offline too.
  if (langOf(state.edition) === 'en' || state.viewing)
    setTimeout(() => ['mtr', 'ipg'].forEach((d) => state.documents[d] && loadEdition(state.documents[d]).catch(() => {})), 1000);
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => {});
}

start();
