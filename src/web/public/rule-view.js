// The reading views: the table of contents, a rule shown in its context (scrolled to and
// highlighted), a glossary entry. Everything here renders from the edition data, so it
// works offline; the API adds what only the server knows (translations aligned with this
// rule) when it answers.
import { clear, contentsPath, docPath, h, historyPath, rulePath } from './dom.js';
import { langName, langTitle, t } from './i18n.js';
import { offlineSection } from './offline-view.js';
import { alignedView, arrivalNotes, editionNote } from './translation-notes.js';
import { nearNumbers, rangeNumbers } from './numbers.js';
import { searchApi, searchLocal } from './search.js';


/** Text with each reference span turned into a link to its (first) target; a reference into
 *  another document ("MTR section 4.3", "the Magic Tournament Rules") links there. */
export function linkedText(text, refs = []) {
  const out = [];
  let at = 0;
  for (const [start, end, targets, document] of [...refs].sort((a, b) => a[0] - b[0])) {
    if (start < at || (!targets.length && !document)) continue;
    out.push(text.slice(at, start));
    const label = targets.length > 1 ? `${targets[0]} … ${targets[targets.length - 1]}` : targets[0] ?? '';
    const href = document ? docPath(document, targets[0]) : rulePath(targets[0]);
    const title = document ? `${document.toUpperCase()}${label ? ` ${label}` : ''}` : label.startsWith('glossary:') ? t('glossaryEntry', label.slice(9)) : label;
    out.push(h('a', { href, class: `ref${document ? ' other-document' : ''}`, title }, text.slice(start, end)));
    at = end;
  }
  out.push(text.slice(at));
  return out;
}

function ruleLink(data, number, { withTitle = true } = {}) {
  if (number.startsWith('glossary:')) return h('a', { href: rulePath(number) }, t('glossaryEntry', number.slice(9)));
  const rule = data.get(number);
  const title = withTitle && rule ? rule.t ?? rule.x.slice(0, 60) + (rule.x.length > 60 ? '…' : '') : '';
  return h('a', { href: rulePath(number) }, h('span', { class: 'num' }, number), title ? ` ${title}` : '');
}

function paragraph(data, rule) {
  const examples = (rule.e ?? []).map((e) =>
    h('p', { class: 'example' }, h('span', { class: 'example-label' }, exampleLabel(data.lang)), ' ', linkedText(e.x, e.r)),
  );
  const heading = !rule.u || !rule.n.includes('.');
  return h(
    'article',
    { class: `para${heading ? ' heading' : ''}`, id: `r-${rule.n}`, 'data-number': rule.n, tabindex: '-1' },
    h(
      'p',
      { class: 'text' },
      h('a', { class: 'num', href: rulePath(rule.n) }, rule.p ?? rule.n),
      ' ',
      rule.t ? h('strong', { class: 'title' }, rule.t) : null,
      rule.t && rule.x ? ' ' : null,
      linkedText(rule.x, rule.r),
    ),
    rule.p ? h('p', { class: 'note' }, t('printedAs', rule.p, rule.n)) : null,
    examples,
  );
}

function exampleLabel(lang) {
  return { en: 'Example:', it: 'Esempio:', pt: 'Exemplo:' }[lang] ?? 'Example:';
}

function descendants(data, number, out = []) {
  for (const child of data.children.get(number) ?? []) {
    out.push(child);
    descendants(data, child, out);
  }
  return out;
}

export function renderToc(main, data, documents, editions = []) {
  const sections = data.sections().map((section) =>
    h(
      'section',
      { class: 'toc-section', 'aria-labelledby': `toc-${section.n}` },
      h('h2', { id: `toc-${section.n}` }, h('a', { href: rulePath(section.n) }, `${section.n}. ${section.t ?? section.x}`)),
      h('ul', {}, (data.children.get(section.n) ?? []).map((n) => h('li', {}, ruleLink(data, n)))),
    ),
  );
  clear(
    main,
    h('h1', {}, data.title || t('rulesTitle')),
    h('p', { class: 'meta' }, t('meta', langTitle(data.lang), data.effectiveDate, data.rules.length, data.glossary.length)),
    editionNote(data, editions),
    otherDocuments(documents),
    h('nav', { class: 'toc', 'aria-label': t('contents') }, sections),
    data.glossary.length ? h('p', {}, t('glossaryHint')) : null,
    offlineSection(data.id, editions),
  );
}

/** The tournament documents read beside the rules, linked from the contents. */
export function otherDocuments(documents, current = 'cr') {
  const names = { cr: t('rulesTitle'), mtr: t('mtrTitle'), ipg: t('ipgTitle') };
  const others = Object.keys(names).filter((d) => d !== current && documents?.[d]);
  if (!others.length) return null;
  return h('nav', { class: 'documents', 'aria-label': t('documents') }, h('ul', {}, others.map((d) => h('li', {}, h('a', { href: docPath(d) }, names[d])))));
}

export function pager(data, number, label = t('ruleNavigation')) {
  const rule = data.get(number);
  const prev = data.previous(number);
  const next = data.next(number);
  return h(
    'nav',
    { class: 'pager', 'aria-label': label },
    prev ? h('a', { href: rulePath(prev), rel: 'prev' }, '← ', h('span', { class: 'num' }, prev)) : h('span'),
    rule?.u ? h('a', { href: rulePath(rule.u), rel: 'up' }, '↑ ', h('span', { class: 'num' }, rule.u)) : h('a', { href: contentsPath() }, '↑ ', t('contents')),
    next ? h('a', { href: rulePath(next), rel: 'next' }, h('span', { class: 'num' }, next), ' →') : h('span'),
  );
}

export function crumbs(data, number) {
  const chain = [...data.ancestors(number), number];
  return h(
    'nav',
    { class: 'crumbs', 'aria-label': t('breadcrumb') },
    h('ol', {}, h('li', {}, h('a', { href: contentsPath() }, data.short ?? t('contents'))), chain.map((n) => h('li', {}, n === number ? h('span', { 'aria-current': 'page' }, n) : ruleLink(data, n)))),
  );
}

/** Where other documents cite this number (the API's `citedIn`): "MTR 2.3", linked. */
function citedInList(citedIn) {
  if (!citedIn?.length) return null;
  return h(
    'p',
    { class: 'cited-in' },
    t('citedIn'),
    ' ',
    citedIn.map((c, i) => [i ? ', ' : '', h('a', { href: docPath(c.document, c.number) }, `${c.document.toUpperCase()} ${c.number}`)]),
  );
}

function citedByList(data, numbers) {
  if (!numbers.length) return h('p', { class: 'muted' }, t('noCitations'));
  return h('ul', { class: 'cited-by' }, numbers.map((n) => h('li', {}, ruleLink(data, n))));
}

export function panel(data, number) {
  return h(
    'aside',
    { class: 'panel', 'aria-label': t('about', number) },
    h('h2', {}, t('citedBy')),
    h('div', { class: 'cited-slot' }, citedByList(data, data.citedBy.get(number) ?? [])),
    h('div', { class: 'cited-in-slot' }),
    h('div', { class: 'aligned-slot' }),
    data.document === 'cr'
      ? h('p', { class: 'history-link' }, h('a', { href: historyPath(number, data.id) }, t('historyLink')), ' · ', h('a', { href: `/changes/${encodeURIComponent(data.id)}` }, t('changesIn', data.id)))
      : null,
  );
}

/** Fills in what the API knows about the rule (backlinks and translations), if it answers. */
export async function enrich(main, data, number, editions) {
  let view;
  try {
    const response = await fetch(`/v1/rules/${encodeURIComponent(number)}?edition=${encodeURIComponent(data.id)}`);
    if (!response.ok) return;
    view = await response.json();
  } catch {
    return; // offline: the local backlinks already shown stay
  }
  if (Array.isArray(view)) view = view[0];
  if (view?.rules) view = view.rules[0];
  if (!view || view.number !== number) return;
  const cited = main.querySelector('.cited-slot');
  if (cited && Array.isArray(view.citedBy)) clear(cited, citedByList(data, view.citedBy));
  const citedIn = main.querySelector('.cited-in-slot');
  if (citedIn && view.citedIn) clear(citedIn, citedInList(view.citedIn));
  const aligned = main.querySelector('.aligned-slot');
  const side = alignedView(data, number, view.aligned, editions);
  if (aligned && side) clear(aligned, side);
}

/** A number the edition does not have: say so, then offer the nearest things that exist —
 *  the numbers around it here, a search for what it was about in this edition, and the text
 *  it had in the edition the reader came from (numbering differs between editions, the
 *  classic Portuguese one most of all). */
export function notFound(main, data, number, { from } = {}) {
  const near = nearNumbers(data, number);
  const hint = from?.hint;
  // Asked from another edition where the rule exists: it has no counterpart here (why, when known).
  const why = from?.reason;
  clear(
    main,
    h('h1', {}, why ? t('noCounterpartTitle', langName(data.lang), number) : t('noRule', number, data.id)),
    why ? h('p', {}, t('noCounterpartHere', langName(data.lang), data.id, number, why)) : from ? h('p', {}, t('noCounterpart', langName(data.lang), data.id, number)) : null,
    near.length && !why ? h('p', {}, t('didYouMean'), near.map((n, i) => [i ? ', ' : '', ruleLink(data, n, { withTitle: false })])) : null,
    hint ? h('section', { class: 'topic', 'aria-labelledby': 'topic-title' }, h('h2', { id: 'topic-title' }, t('sameTopic', hint, data.id)), h('p', { class: 'muted' }, t('searching'))) : null,
    from?.rule
      ? h(
          'section',
          { class: 'elsewhere', lang: from.data.lang, 'aria-labelledby': 'elsewhere-title' },
          h('h2', { id: 'elsewhere-title', lang: data.lang }, t('inOtherEdition', number, langName(from.data.lang), from.data.id)),
          h('p', {}, from.rule.t ? h('strong', {}, from.rule.t, ' ') : null, from.rule.x),
          h('button', { type: 'button', lang: data.lang, onclick: () => document.dispatchEvent(new CustomEvent('judge:edition', { detail: from.data.id })) }, t('readIn', langName(from.data.lang))),
        )
      : null,
    h('p', {}, h('a', { href: contentsPath() }, t('backToContents'))),
  );
  if (hint) topicSearch(main.querySelector('.topic'), data, hint);
}

/** Rule `number` of `from.data` has no counterpart in `data` (`from.reason` says why): said,
 *  with its text where it is, and its topic searched here. */
export function renderMissingCounterpart(main, data, number, from) {
  notFound(main, data, number, { from });
}

/** The missing rule's topic searched in this edition (the server translates through the
 *  glossaries where it can; offline, the local index): the hits, or a plain "nothing". */
async function topicSearch(slot, data, hint) {
  let hits;
  try {
    hits = await searchApi(hint, data.id, { limit: 5 });
  } catch {
    hits = await searchLocal(data, hint, 5);
  }
  if (!slot.isConnected) return;
  slot.lastElementChild.replaceWith(
    hits.length
      ? h('ul', { class: 'cited-by' }, hits.map((hit) => h('li', {}, ruleLink(data, hit.number))))
      : h('p', {}, t('topicNotFound', hint, data.id)),
  );
}

function renderGlossary(main, data, key) {
  const entry = data.glossaryByTerm.get(key);
  if (!entry) return notFound(main, data, key);
  clear(
    main,
    h('nav', { class: 'crumbs', 'aria-label': t('breadcrumb') }, h('ol', {}, h('li', {}, h('a', { href: '/' }, t('contents'))), h('li', {}, t('glossary')))),
    h('article', { class: 'para focus', id: `r-${key}`, tabindex: '-1' }, h('h1', {}, entry.term), entry.aliases?.length ? h('p', { class: 'meta' }, entry.aliases.join(' · ')) : null, h('p', {}, linkedText(entry.x, entry.r))),
    h('aside', { class: 'panel', 'aria-label': t('about', entry.term) }, h('h2', {}, t('citedBy')), citedByList(data, data.citedBy.get(key) ?? [])),
  );
}

/** The heading of a rule page: its number and the nearest title above it ("702.19c · Trample"). */
function pageTitle(data, number, context) {
  const titled = [number, context, ...data.ancestors(context).reverse()].map((n) => data.get(n)).find((r) => r?.t);
  return titled ? `${number} · ${titled.t}` : number;
}

/** A rule in context — the paragraph it belongs to with its siblings — or a range, each of
 *  its rules highlighted, the first scrolled into view, with what cites it and its
 *  translations beside it. `ref` is {kind: 'rule', number} or {kind: 'range', from, to, label}. */
export function renderRule(main, data, ref, editions, { from, keepFocus = false, notes = {} } = {}) {
  const number = ref.kind === 'range' ? ref.from : ref.number;
  if (number.startsWith('glossary:')) return renderGlossary(main, data, number);
  const rule = data.get(number);
  const focusSet = new Set(ref.kind === 'range' ? rangeNumbers(data, ref.from, ref.to) : [number]);
  if (!rule || !focusSet.size) return notFound(main, data, ref.kind === 'range' ? ref.label : number, { from });
  if (!rule.u && ref.kind === 'rule') {
    // A section: its rules as a list.
    clear(
      main,
      crumbs(data, number),
      h('h1', { class: 'para focus', id: `r-${number}`, tabindex: '-1' }, `${number}. ${rule.t ?? rule.x}`),
      pager(data, number),
      h('ul', { class: 'toc' }, (data.children.get(number) ?? []).map((n) => h('li', {}, ruleLink(data, n)))),
    );
    return;
  }
  // The context is the subrule a subsubrule belongs to, else the rule or subrule itself; a
  // range within one rule shows that rule, a wider one just its own paragraphs.
  const parent = data.get(rule.u);
  const last = ref.kind === 'range' ? data.get(ref.to) : rule;
  let context = parent?.u && /[a-z]$/.test(number) ? rule.u : number;
  if (ref.kind === 'range') context = last?.u === rule.u && parent?.u ? rule.u : null;
  const numbers = context ? [context, ...descendants(data, context)] : [...focusSet];
  const nodes = numbers.map((n) => paragraph(data, data.get(n)));
  nodes.forEach((node, i) => {
    if (!focusSet.has(numbers[i])) return;
    node.classList.add('focus');
    node.setAttribute('aria-current', 'true');
  });
  const focusIndex = numbers.indexOf(number);
  if (ref.kind === 'rule') nodes.splice(focusIndex + 1, 0, panel(data, number));
  const title = ref.kind === 'range' ? t('rangeTitle', ref.label) : pageTitle(data, number, context);
  clear(
    main,
    crumbs(data, number),
    h('h1', { class: 'rule-title' }, title),
    arrivalNotes(data, notes, editions),
    editionNote(data, editions),
    pager(data, number),
    h('section', { class: 'context', 'aria-label': t('ruleContext', context ?? ref.label) }, nodes),
    pager(data, ref.kind === 'range' ? ref.to : number, t('ruleNavigationEnd')),
  );
  main.dataset.partial = String(!!data.partial);
  const focus = nodes[focusIndex];
  // Centre a short paragraph; a long one (or a range) starts at the top so its first words are seen.
  const tall = ref.kind === 'range' || focus.getBoundingClientRect().height > window.innerHeight * 0.6;
  focus.scrollIntoView({ block: tall ? 'start' : 'center' });
  if (keepFocus) focus.focus({ preventScroll: true });
  if (ref.kind === 'rule' && !data.partial) enrich(main, data, number, editions);
}
