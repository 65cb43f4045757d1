// Rule identity across releases in the app: a rule's history (/h/NUMBER: the releases in
// which it appeared, changed, moved or went) and what changed in a release (/changes/ID:
// against the English release before it). Both need the server (/v1/…/history, /v1/diff).
import { clear, h, rulePath } from './dom.js';
import { t } from './i18n.js';

/** Word changes as text with <del> and <ins>. */
export function wordChanges(changes) {
  return changes.map((c) => (c.kind === 'removed' ? h('del', {}, c.text) : c.kind === 'added' ? h('ins', {}, c.text) : c.text));
}

async function getJson(url) {
  const response = await fetch(url);
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body?.error?.message ?? `HTTP ${response.status}`);
  return body;
}

/** The English release before `id` among the loaded ones, or null. */
export function previousRelease(editions, id) {
  const english = editions.filter((e) => e.lang === 'en' && e.effectiveDate).map((e) => e.id).sort();
  const at = english.indexOf(id);
  return at > 0 ? english[at - 1] : null;
}

export async function renderHistory(main, data, number) {
  clear(main, h('h1', {}, t('historyOf', number)), h('p', { class: 'muted' }, t('loading')));
  let history;
  try {
    history = await getJson(`/v1/rules/${encodeURIComponent(number)}/history?edition=${encodeURIComponent(data.id)}`);
  } catch (err) {
    clear(main, h('h1', {}, t('historyOf', number)), h('p', { class: 'error', role: 'alert' }, err.message));
    return;
  }
  clear(
    main,
    h('h1', {}, t('historyOf', number)),
    h('p', {}, h('a', { href: rulePath(number) }, t('backToRule', number))),
    h(
      'ol',
      { class: 'history' },
      history.entries.map((e) =>
        h(
          'li',
          { 'data-event': e.event },
          h('h2', {}, h('a', { href: `/changes/${e.edition}` }, e.edition), ' · ', e.number, ' · ', t(`event_${e.event}`, e.previousNumber)),
          h('p', {}, e.changes ? wordChanges(e.changes) : e.text),
        ),
      ),
    ),
  );
}

export async function renderChanges(main, editions, id) {
  const from = previousRelease(editions, id);
  clear(main, h('h1', {}, t('changesIn', id)));
  if (!from) {
    main.append(h('p', {}, t('noPreviousRelease', id)));
    return;
  }
  let d;
  try {
    d = await getJson(`/v1/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(id)}`);
  } catch (err) {
    main.append(h('p', { class: 'error', role: 'alert' }, err.message));
    return;
  }
  const list = (title, items, render) => (items.length ? [h('h2', {}, `${title} (${items.length})`), h('ul', { class: 'changes' }, items.map((x) => h('li', {}, render(x))))] : []);
  main.append(
    h('p', { class: 'meta' }, t('changesSummary', from, id)),
    ...list(t('changed'), d.changed, (c) => [h('a', { href: rulePath(c.to) }, c.from === c.to ? c.to : `${c.from} → ${c.to}`), ' ', wordChanges(c.changes)]),
    ...list(t('added'), d.added, (r) => [h('a', { href: rulePath(r.number) }, r.number), ' ', r.text]),
    ...list(t('removed'), d.removed, (r) => [h('strong', {}, r.number), ' ', r.text]),
    ...list(t('moved'), d.moved, (m) => [m.from, ' → ', h('a', { href: rulePath(m.to) }, m.to)]),
  );
}
