// Card-name suggestions while typing a scenario: when the word at the cursor stands where
// the format puts a card name (a list item, after "cast:", "attack:", inside "[…]"), the
// server's card pool is asked (card-info.js) and the names are offered below the box;
// choosing one puts it in. Without a card pool the suggestions stay off, silently.
import { suggestCards } from './card-info.js';
import { clear, h } from './dom.js';
import { t } from './i18n.js';

/** The card name being typed at the end of `before` (the line up to the cursor), or null. */
export function cardNameAt(before) {
  const m = /(?:^\s*-\s+|\b(?:cast|card|name|attack|attackers|block|blockers|target|targets|activate|play)\s*:\s*|[[,]\s*)([A-Za-z][A-Za-z' -]{1,40})$/i.exec(before);
  return m && !/:\s*$/.test(m[1]) ? m[1].trimStart() : null;
}

export function attachCardNames(textarea) {
  const box = h('div', { class: 'card-names', role: 'group', 'aria-label': t('cardNames'), hidden: true });
  let timer = null;
  let seq = 0;
  const hide = () => (box.hidden = true);
  textarea.addEventListener('input', () => {
    clearTimeout(timer);
    const cursor = textarea.selectionStart;
    const lineStart = textarea.value.lastIndexOf('\n', cursor - 1) + 1;
    const word = cardNameAt(textarea.value.slice(lineStart, cursor));
    if (!word || word.length < 2) return hide();
    const mine = ++seq;
    timer = setTimeout(async () => {
      const names = await suggestCards(word);
      if (mine !== seq) return;
      if (!names?.length) return hide();
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
