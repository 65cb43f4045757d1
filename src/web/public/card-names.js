// Card-name suggestions while typing a scenario: when the word at the cursor stands where
// the format puts a card name (a list item, after "cast:", "attack:", inside "[…]"), the
// server's card pool is asked (GET /v1/cards?q=, answering {query, results: [{name,
// typeLine, manaCost}]}) and the names are offered below the box; choosing one puts it in.
// A server without the card pool answers 404: the suggestions then stay off, silently.
import { clear, h } from './dom.js';
import { t } from './i18n.js';

/** The card name being typed at the end of `before` (the line up to the cursor), or null. */
export function cardNameAt(before) {
  const m = /(?:^\s*-\s+|\b(?:cast|card|name|attack|attackers|block|blockers|target|targets|activate|play)\s*:\s*|[[,]\s*)([A-Za-z][A-Za-z' -]{1,40})$/i.exec(before);
  return m && !/:\s*$/.test(m[1]) ? m[1].trimStart() : null;
}

let available = true; // false once the server says it has no card pool

export function attachCardNames(textarea) {
  const box = h('div', { class: 'card-names', role: 'group', 'aria-label': t('cardNames'), hidden: true });
  let timer = null;
  let seq = 0;
  const hide = () => (box.hidden = true);
  textarea.addEventListener('input', () => {
    clearTimeout(timer);
    if (!available) return;
    const cursor = textarea.selectionStart;
    const lineStart = textarea.value.lastIndexOf('\n', cursor - 1) + 1;
    const word = cardNameAt(textarea.value.slice(lineStart, cursor));
    if (!word || word.length < 2) return hide();
    const mine = ++seq;
    timer = setTimeout(async () => {
      let body;
      try {
        const response = await fetch(`/v1/cards?${new URLSearchParams({ q: word, limit: '6' })}`);
        if (response.status === 404 || response.status === 405) available = false;
        if (!response.ok) return hide();
        body = await response.json();
      } catch {
        return hide(); // offline: nothing to offer
      }
      if (mine !== seq) return;
      const names = (body?.results ?? []).filter((c) => c?.name).slice(0, 6);
      if (!names.length) return hide();
      clear(
        box,
        names.map((card) =>
          h('button', { type: 'button', class: 'card-name', onclick: () => choose(card.name) }, card.name, card.typeLine ? h('span', { class: 'muted' }, ` · ${card.typeLine}`) : null),
        ),
      );
      box.hidden = false;
    }, 150);
    function choose(name) {
      const start = cursor - word.length;
      textarea.setRangeText(name, start, cursor, 'end');
      textarea.dispatchEvent(new Event('input'));
      textarea.focus();
      hide();
    }
  });
  textarea.addEventListener('keydown', (event) => event.key === 'Escape' && hide());
  return box;
}
