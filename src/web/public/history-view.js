// Rule identity across releases in the app: a rule's history (/h/NUMBER: the releases in
// which it appeared, changed, moved or went, newest first), what changed in a release
// (/changes/ID: against the English release before it) and the list of releases
// (/changes). The first two need the server (/v1/…/history, /v1/diff) and say so offline.
import { fetchOrOffline } from './data.js';
import { clear, h, historyPath, rulePath } from './dom.js';
import { t } from './i18n.js';
import { serverFailure } from './offline-view.js';

/** Word changes as text with <del> and <ins>. */
export function wordChanges(changes) {
  return changes.map((c) => (c.kind === 'removed' ? h('del', {}, c.text) : c.kind === 'added' ? h('ins', {}, c.text) : c.text));
}

async function getJson(url) {
  const response = await fetchOrOffline(url);
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body?.error?.message ?? `HTTP ${response.status}`);
  return body;
}

/** The English releases, newest first. */
const releases = (editions) => editions.filter((e) => e.lang === 'en' && e.kind !== 'policy' && e.effectiveDate).map((e) => e.id).sort().reverse();

/** The English release before `id` among the loaded ones, or null. */
export function previousRelease(editions, id) {
  const english = releases(editions);
  const at = english.indexOf(id);
  return at >= 0 ? (english[at + 1] ?? null) : null;
}

export async function renderHistory(main, data, number) {
  clear(main, h('h1', {}, t('historyOf', number)), h('p', { class: 'muted' }, t('loading')));
  let history;
  try {
    history = await getJson(`/v1/rules/${encodeURIComponent(number)}/history?edition=${encodeURIComponent(data.id)}`);
  } catch (err) {
    clear(main, h('h1', {}, t('historyOf', number)), serverFailure(err, t('historyWhat')));
    return;
  }
  // Newest first: what a judge wants to know is what the rule says now and when it last changed.
  const entries = [...history.entries].reverse();
  const span = entries.length ? t('historySpan', entries.at(-1).edition, entries[0].edition, entries.length) : '';
  clear(
    main,
    h('h1', {}, t('historyOf', number)),
    h('p', {}, h('a', { href: rulePath(number, data.id) }, t('backToRule', number))),
    span ? h('p', { class: 'meta' }, span) : null,
    h(
      'ol',
      { class: 'history', reversed: true },
      entries.map((e) =>
        h(
          'li',
          { 'data-event': e.event },
          h(
            'h2',
            {},
            h('a', { href: `/changes/${e.edition}` }, e.edition),
            ' · ',
            h('a', { href: rulePath(e.number, e.edition) }, e.number),
            ' · ',
            t(`event_${e.event}`, e.previousNumber),
            // The release loaded just before: the change happened between the two.
            e.after ? h('span', { class: 'meta' }, ` (${t('after', e.after)})`) : null,
          ),
          h('p', {}, e.changes ? wordChanges(e.changes) : e.text),
        ),
      ),
    ),
  );
}

/** /changes: every English release, newest first, each with what changed in it. */
export function renderReleases(main, editions) {
  const english = releases(editions);
  clear(
    main,
    h('h1', {}, t('releasesTitle')),
    h('p', { class: 'meta' }, t('releasesIntro', english.length)),
    h('ul', { class: 'releases' }, english.map((id) => h('li', {}, h('a', { href: `/changes/${id}` }, t('changesIn', id))))),
  );
}

export async function renderChanges(main, editions, id) {
  const from = previousRelease(editions, id);
  const english = releases(editions);
  const next = english[english.indexOf(id) - 1];
  const around = h(
    'nav',
    { class: 'pager', 'aria-label': t('releasesTitle') },
    from ? h('a', { href: `/changes/${from}`, rel: 'prev' }, '← ', t('previousRelease')) : h('span'),
    h('a', { href: '/changes' }, t('allReleases')),
    next ? h('a', { href: `/changes/${next}`, rel: 'next' }, t('nextRelease'), ' →') : h('span'),
  );
  clear(main, h('h1', {}, t('changesIn', id)), around);
  if (!from) {
    main.append(h('p', {}, t('noPreviousRelease', id)));
    return;
  }
  let d;
  try {
    d = await getJson(`/v1/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(id)}`);
  } catch (err) {
    main.append(serverFailure(err, t('changesWhat')));
    return;
  }
  const list = (title, items, render) => (items.length ? [h('h2', {}, `${title} (${items.length})`), h('ul', { class: 'changes' }, items.map((x) => h('li', {}, render(x))))] : []);
  main.append(
    h('p', { class: 'meta' }, t('changesSummary', from, id)),
    d.between?.length ? h('p', { class: 'meta' }, t('between', d.between.length, d.between[0], d.between.at(-1))) : null,
    ...list(t('changed'), d.changed, (c) => [h('a', { href: rulePath(c.to, id) }, c.from === c.to ? c.to : `${c.from} → ${c.to}`), ' ', wordChanges(c.changes), ' ', h('a', { class: 'meta', href: historyPath(c.to, id) }, t('historyLink'))]),
    ...list(t('added'), d.added, (r) => [h('a', { href: rulePath(r.number, id) }, r.number), ' ', r.text]),
    ...list(t('removed'), d.removed, (r) => [h('a', { href: rulePath(r.number, from) }, r.number), ' ', r.text]),
    ...list(t('moved'), d.moved, (m) => [h('a', { href: rulePath(m.from, from) }, m.from), ' → ', h('a', { href: rulePath(m.to, id) }, m.to)]),
  );
}
