// Tiny DOM helpers: build elements without a framework, and turn the API's «marked»
// snippets into <mark> safely (text is escaped before any markup is added).

/** h('a', {href: '/r/1'}, 'text', child) → element. `null`/`false` children are skipped. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') el.className = value;
    else if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export function clear(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** A snippet with «matched» words → nodes with <mark>. */
export function marked(snippet) {
  const out = [];
  const parts = String(snippet).split(/(«[^»]*»)/);
  for (const part of parts) {
    if (part.startsWith('«') && part.endsWith('»')) out.push(h('mark', {}, part.slice(1, -1)));
    else if (part) out.push(part.replace(/[«»]/g, ''));
  }
  return out;
}

// The document being read: the rules' paths are /r/702.19c (contents at /), a tournament
// document's /mtr/4.2 and /ipg/2.1 (contents at /mtr, /ipg). app.js sets it as it routes.
let reading = 'cr';

export function setDocument(document) {
  reading = document ?? 'cr';
}

// Every link to a rule names its edition, so a link copied and shared means the same rule
// for whoever opens it (app.js resolves it into the reader's edition through identity).
let linkEdition = null;

/** The edition the rules' links are made in: the one being read (app.js sets it). */
export function setLinkEdition(id) {
  linkEdition = id;
}

const withEdition = (path, edition) => (edition ? `${path}?edition=${encodeURIComponent(edition)}` : path);

/** The path of a number of the document being read ("glossary:Trample" →
 *  "/r/glossary%3ATrample?edition=…"); with an edition named, of the rules in that edition. */
export function rulePath(number, edition) {
  if (reading !== 'cr' && edition === undefined) return docPath(reading, number);
  return withEdition(docPath('cr', number), edition ?? linkEdition);
}

/** A rule's history page. */
export function historyPath(number, edition = linkEdition) {
  return withEdition(`/h/${encodeURIComponent(number)}`, edition);
}

/** The path of a number of any document, or of its contents without one. */
export function docPath(document, number) {
  const base = !document || document === 'cr' ? '/r' : `/${document}`;
  if (number === undefined) return base === '/r' ? '/' : base;
  return `${base}/${encodeURIComponent(number)}`;
}

/** The contents of the document being read. */
export function contentsPath() {
  return docPath(reading);
}
