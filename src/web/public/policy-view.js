// A tournament document read in the app (the Magic Tournament Rules, the Infraction
// Procedure Guide): its contents — sections, their subsections with each infraction's
// penalty, the appendices — and a section with its named parts (Definition, Examples,
// Philosophy, Additional Remedy, Upgrade…) under their headings, its lettered examples, and
// links within the document, into the other one and into the rules. Rendered from the
// edition data like the rules, so it reads offline.
import { clear, h, rulePath } from './dom.js';
import { t } from './i18n.js';
import { crumbs, enrich, linkedText, notFound, otherDocuments, panel, pager } from './rule-view.js';

const INLINE = /^(Upgrade|Downgrade)$/;
const isAppendix = (number) => /^[A-Z]$/.test(number);

function documentTitle(data) {
  return data.document === 'mtr' ? t('mtrTitle') : data.document === 'ipg' ? t('ipgTitle') : data.title;
}

function sectionLabel(rule) {
  return isAppendix(rule.n) ? `${t('appendix')} ${rule.n} — ${rule.t}` : `${rule.n}. ${rule.t}`;
}

function penalty(rule) {
  return rule.k ? h('span', { class: 'penalty' }, rule.k) : null;
}

export function renderPolicyToc(main, data, documents) {
  const sections = data.sections().map((section) => {
    const children = data.children.get(section.n) ?? [];
    return h(
      'section',
      { class: 'toc-section', 'aria-labelledby': `toc-${section.n}` },
      h('h2', { id: `toc-${section.n}` }, h('a', { href: rulePath(section.n) }, sectionLabel(section))),
      children.length
        ? h('ul', {}, children.map((n) => h('li', {}, h('a', { href: rulePath(n) }, h('span', { class: 'num' }, n), ' ', data.get(n).t, ' ', penalty(data.get(n))))))
        : null,
    );
  });
  clear(
    main,
    h('h1', {}, documentTitle(data)),
    h('p', { class: 'meta' }, t('policyMeta', data.effectiveDate, data.rules.length)),
    otherDocuments(documents, data.document),
    h('nav', { class: 'toc', 'aria-label': t('contents') }, sections),
  );
}

/** The references that fall in [start, end), moved to count from `start`. */
function refsIn(refs, start, end) {
  return (refs ?? []).filter((r) => r[0] >= start && r[1] <= end).map((r) => [r[0] - start, r[1] - start, ...r.slice(2)]);
}

/** A span of a section's text as paragraphs, its bulleted lines as a list. */
function blocks(rule, start, end) {
  const out = [];
  let list = null;
  let at = start;
  for (const line of rule.x.slice(start, end).split('\n')) {
    const from = at;
    at += line.length + 1;
    if (!line.trim()) continue;
    const bullet = /^[•●▪◦]\s*/.exec(line);
    const content = linkedText(line.slice(bullet?.[0].length ?? 0), refsIn(rule.r, from + (bullet?.[0].length ?? 0), from + line.length));
    if (bullet) {
      if (!list) out.push((list = h('ul', { class: 'bullets' })));
      list.append(h('li', {}, content));
    } else {
      list = null;
      out.push(h('p', {}, content));
    }
  }
  return out;
}

function examples(rule, part) {
  const own = (rule.e ?? []).filter((e) => (e.q ?? -1) === part);
  if (!own.length) return null;
  return h('ul', { class: 'examples' }, own.map((e) => h('li', { class: 'example' }, h('span', { class: 'example-label' }, e.l ?? 'Example:'), ' ', linkedText(e.x, e.r))));
}

/** The section's text: what stands before its first part, then each part under its heading
 *  ("Upgrade:" inline, as printed). */
function sectionBody(rule) {
  const parts = rule.s ?? [];
  const out = [...blocks(rule, 0, parts.length ? parts[0][1] : rule.x.length)];
  parts.forEach(([name, start, end], i) => {
    if (INLINE.test(name)) {
      const [first, ...rest] = blocks(rule, start, end);
      first?.prepend(h('strong', { class: 'part-label' }, `${name}:`), ' ');
      out.push(h('section', { class: 'part', 'data-part': name }, first, rest, examples(rule, i)));
    } else {
      out.push(h('section', { class: 'part', 'data-part': name }, h('h2', { class: 'part-name' }, name), blocks(rule, start, end), examples(rule, i)));
    }
  });
  out.push(examples(rule, -1));
  return out;
}

export function renderPolicySection(main, data, number, editions, { keepFocus = false } = {}) {
  const rule = data.get(number);
  if (!rule) return notFound(main, data, number);
  const children = data.children.get(number) ?? [];
  const title = isAppendix(number) ? sectionLabel(rule) : `${number}. ${rule.t}`;
  clear(
    main,
    crumbs(data, number),
    h('h1', { class: 'rule-title' }, `${data.short} ${title}`),
    rule.k ? h('p', { class: 'meta' }, t('penalty'), ' ', penalty(rule)) : null,
    pager(data, number),
    h('article', { class: 'para policy focus', id: `r-${number}`, 'data-number': number, tabindex: '-1', 'aria-current': 'true' }, sectionBody(rule)),
    children.length ? h('ul', { class: 'toc' }, children.map((n) => h('li', {}, h('a', { href: rulePath(n) }, h('span', { class: 'num' }, n), ' ', data.get(n).t, ' ', penalty(data.get(n)))))) : null,
    panel(data, number),
    pager(data, number, t('ruleNavigationEnd')),
  );
  const focus = main.querySelector('.para.focus');
  window.scrollTo(0, 0);
  if (keepFocus) focus.focus({ preventScroll: true });
  if (!data.partial) enrich(main, data, number, editions);
}
