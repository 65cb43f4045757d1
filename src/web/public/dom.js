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

/** The path of a number of the document being read ("glossary:Trample" → "/r/glossary%3ATrample"). */
export function rulePath(number) {
  return docPath(reading, number);
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
