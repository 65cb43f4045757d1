// A box to pick a card by name, for the board builder: a few letters bring the card pool's
// names (card-info.js) in a list below, each a 44 px row; a tap, or the arrows and Enter,
// picks one. The ARIA 1.2 combobox pattern: the keyboard stays in the box, the list's
// active row is its aria-activedescendant. With no name offered (no card pool, offline, a
// built-in card) Enter takes the name as typed, and the engine says whether it knows it.
import { suggestCards } from './card-info.js';
import { clear, h } from './dom.js';
import { t } from './i18n.js';

/** {element, input}: a labelled box that calls onChoose(name) with the name picked. */
export function cardPicker({ id, label, onChoose }) {
  const listId = `${id}-list`;
  const input = h('input', {
    id, type: 'text', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'words', enterkeyhint: 'done',
    role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', 'aria-controls': listId, placeholder: t('cardPlaceholder'),
  });
  const list = h('ul', { id: listId, role: 'listbox', class: 'picker-list', 'aria-label': label, hidden: true });
  let names = [];
  let active = -1;
  let seq = 0;
  let timer = null;

  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };
  const setActive = (i) => {
    const options = [...list.children];
    if (!options.length) return;
    active = (i + options.length) % options.length;
    options.forEach((o, j) => o.setAttribute('aria-selected', String(j === active)));
    input.setAttribute('aria-activedescendant', options[active].id);
    options[active].scrollIntoView({ block: 'nearest' });
  };
  const choose = (name) => {
    if (!name) return;
    input.value = '';
    close();
    onChoose(name);
    input.focus();
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const query = input.value.trim();
    const mine = ++seq;
    if (query.length < 2) return close();
    timer = setTimeout(async () => {
      const results = await suggestCards(query, 8);
      if (mine !== seq) return;
      names = (results ?? []).map((c) => c.name);
      clear(list, (results ?? []).map((card, i) =>
        h('li', { id: `${id}-opt-${i}`, role: 'option', 'aria-selected': 'false', onclick: () => choose(card.name) },
          h('span', { class: 'card-title' }, card.name),
          card.typeLine ? h('span', { class: 'muted' }, ` ${card.typeLine}`) : null)));
      if (!names.length) return close();
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
      setActive(0);
    }, 150);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') setActive(active + 1);
    else if (event.key === 'ArrowUp') setActive(active - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Enter') choose(!list.hidden && names[active] ? names[active] : input.value.trim());
    else return;
    event.preventDefault();
  });
  input.addEventListener('blur', () => setTimeout(close, 150));
  list.addEventListener('mousedown', (event) => event.preventDefault()); // keep the keyboard in the box
  return { input, element: h('div', { class: 'picker' }, input, list) };
}
