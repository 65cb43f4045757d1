// The scenario as YAML, under the builder, for those who prefer typing or have a scenario to
// paste: a box with line numbers, kept in step with the builder both ways. The explainer
// loads this module (and the YAML library) only when the YAML is needed. Opening it writes
// the builder's scenario as YAML; typing in it is read (as the server will read it) a moment
// after the last key, and a scenario that reads updates the builder. A slip is marked on its
// line, said in the interface's words, with the line as it should be written and a button
// that writes it so.
import { attachCardNames } from './card-names.js';
import { clear, h } from './dom.js';
import { t } from './i18n.js';
import { fromYaml, toYaml } from './yaml-text.js';

const FORMAT = '/assets/scenario-format.md';

/** A textarea with its line numbers beside it, lines at fault marked. */
function lineEditor() {
  const textarea = h('textarea', { id: 'scenario', rows: '14', spellcheck: 'false', autocapitalize: 'off', wrap: 'off', 'aria-describedby': 'scenario-help' });
  const gutter = h('pre', { class: 'gutter', 'aria-hidden': 'true' });
  let marked = new Set();
  const renumber = () => {
    const count = textarea.value.split('\n').length;
    clear(gutter, Array.from({ length: count }, (_, i) => h('span', { class: marked.has(i + 1) ? 'bad' : null }, String(i + 1))));
    gutter.scrollTop = textarea.scrollTop;
  };
  textarea.addEventListener('scroll', () => (gutter.scrollTop = textarea.scrollTop));
  return {
    textarea,
    box: h('div', { class: 'editor' }, gutter, textarea),
    setText(text) {
      textarea.value = text;
      marked = new Set();
      renumber();
    },
    mark(lines) {
      marked = new Set(lines.filter(Boolean));
      renumber();
    },
    /** Selects a line and scrolls the box to it. */
    goTo(line) {
      const lines = textarea.value.split('\n');
      const at = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0);
      textarea.focus();
      textarea.setSelectionRange(at, at + (lines[line - 1]?.length ?? 0));
      const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 18;
      textarea.scrollTop = Math.max(0, (line - 3) * lineHeight);
    },
    /** Replaces a line's text (a suggested fix), as typing would. */
    replaceLine(line, text) {
      const lines = textarea.value.split('\n');
      lines[line - 1] = text;
      textarea.value = lines.join('\n');
      textarea.dispatchEvent(new Event('input'));
      this.goTo(line);
    },
  };
}

/** One piece of advice ({line, say, fix}): the line (a button to it), the words, the fix. */
export function adviceItem(a, editor, extra = null) {
  const [key, ...values] = a.say;
  return h('li', {},
    a.line ? [h('button', { type: 'button', class: 'line-link', onclick: () => editor.goTo(a.line) }, t('line', a.line)), ' '] : null,
    extra,
    t(key, ...values),
    a.fix !== null && a.fix !== undefined && a.line
      ? h('span', { class: 'fix' }, ` ${t('writeInstead')} `, h('code', {}, a.fix.trim()), ' ', h('button', { type: 'button', class: 'line-link', onclick: () => editor.replaceLine(a.line, a.fix) }, t('useFix')))
      : null);
}

/**
 * Fills `details` (its summary already there) with the YAML of `store` ({scenario,
 * fromYaml(value), subscribe(fn)}). Returns {editor, text(), slips(), flush(), setText(), showAt(line)}.
 */
export function yamlPanel(store, details) {
  const editor = lineEditor();
  const { textarea } = editor;
  const slipList = h('ul', { class: 'problems slips' });
  const slipBox = h('div', { class: 'error', role: 'alert', hidden: true }, h('p', { class: 'slip-head' }), slipList);
  let slips = [];
  let stale = true; // the text lags the builder
  let timer = null;
  let edits = 0; // bumped by each keystroke, so a slow write never replaces what was typed meanwhile

  const showSlips = (found) => {
    slips = found;
    editor.mark(found.map((s) => s.line));
    slipBox.hidden = !found.length;
    slipBox.firstChild.textContent = found.length ? t('yamlSlips', found.length) : '';
    clear(slipList, found.map((a) => adviceItem(a, editor)));
  };
  const write = async () => {
    const before = edits;
    const text = await toYaml(store.scenario);
    if (edits !== before) return; // typed into while the YAML was being written: the typing wins
    editor.setText(text);
    stale = false;
    showSlips([]);
  };
  details.append(
    h('p', { id: 'scenario-help' }, t('yamlHelp'), ' ', h('a', { href: FORMAT, target: '_blank', rel: 'noopener' }, t('formatLink'))),
    h('label', { for: 'scenario', class: 'block' }, t('scenario')),
    editor.box,
    attachCardNames(textarea),
    slipBox);
  details.addEventListener('toggle', () => details.open && stale && write());
  if (details.open) write();
  const read = async () => {
    clearTimeout(timer);
    timer = null;
    const result = await fromYaml(textarea.value);
    showSlips(result.slips ?? []);
    if (!result.slips) store.fromYaml(result.value);
  };
  textarea.addEventListener('input', () => {
    edits += 1;
    stale = false; // the box holds the reader's text now, read into the store in a moment
    editor.mark([]);
    clearTimeout(timer);
    timer = setTimeout(read, 300);
  });
  store.subscribe((origin) => {
    if (origin === 'yaml') return;
    stale = true;
    if (details.open) write();
  });
  return {
    editor,
    /** The text in the box, brought up to date with the builder first. */
    async text() {
      if (stale) await write();
      return textarea.value;
    },
    slips: () => slips,
    /** Reads what was typed and not read yet (Explain pressed right after typing). */
    async flush() {
      if (timer !== null) await read();
    },
    /** Shows a text that is already the scenario (an example's, with its comments). */
    setText(text) {
      editor.setText(text);
      stale = false;
      showSlips([]);
    },
    /** Opens the panel on a line. */
    async showAt(line) {
      details.open = true;
      if (stale) await write();
      editor.goTo(line);
    },
  };
}
