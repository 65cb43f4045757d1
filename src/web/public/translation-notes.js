// Translations beside the rules, and how old they are: which English release a translation
// translates (or, for the classic Portuguese text, that its rules are obsolete), the same rule
// in the other languages with the English changes since, and how the reader got to a rule
// (a link shared in another language, a number matched offline).
import { h } from './dom.js';
import { wordChanges } from './history-view.js';
import { langName, langTitle, t } from './i18n.js';

/** How old a translation's text is, where it is read: which English release it translates
 *  or, for the classic Portuguese text, a warning that its rules are obsolete. */
export function editionNote(data, editions = []) {
  const e = editions.find((x) => x.id === data.id);
  if (!e || e.lang === 'en' || !e.matches) return null;
  if (e.numbering === 'classic') return h('p', { class: 'older', role: 'note' }, '⚠ ', t('classicNote', e.matches));
  return h('p', { class: 'meta' }, t('translationNote', langName(e.lang), e.matches));
}

/** The side-by-side view: this edition's text beside each other language's — the same rule
 *  under its own number there, with which English release a translation translates and,
 *  when the English text changed since, which releases changed it and how. */
export function alignedView(data, number, aligned, editions) {
  const rule = data.get(number);
  const others = [];
  const seen = new Set([data.lang]);
  for (const entry of aligned ?? []) {
    if (seen.has(entry.lang)) continue;
    seen.add(entry.lang);
    others.push(entry);
  }
  if (!others.length || !rule) return null;
  const classic = (id) => editions.find((e) => e.id === id)?.numbering === 'classic';
  const heading = (lang, edition, extra = []) => h('h4', {}, [`${langTitle(lang)} · ${edition}`, ...extra].join(' · '));
  return h(
    'section',
    { class: 'aligned', 'aria-label': t('translations') },
    h('h3', {}, t('sideBySide')),
    others.map((entry) => {
      // A stale translation (the English text changed since the release it translates) gets
      // the note, on whichever side the translation is, and the English change below both.
      let note = null;
      if (classic(entry.edition)) note = t('classicShort');
      else if (entry.olderThan && entry.lang === 'en') note = t('thisOlderThanEnglish', langName(data.lang), data.id, entry.edition);
      else if (entry.olderThan) note = t('olderThanEnglish', langName(entry.lang), entry.edition, entry.olderThan);
      const change = entry.changes
        ? h('p', { class: 'english-change' }, entry.changedIn?.length ? t('changedIn', entry.changedIn.join(', ')) : t('englishChange'), ' ', wordChanges(entry.changes))
        : null;
      const other = entry.missing
        ? h('p', { class: 'missing' }, t('noTranslation', langName(entry.lang), entry.missing))
        : h('p', {}, entry.title ? h('strong', {}, entry.title, ' ') : null, entry.text);
      const here = editions.find((e) => e.id === data.id)?.matches;
      return h(
        'div',
        { class: 'pair' },
        note ? h('p', { class: 'older', role: 'note' }, '⚠ ', note) : null,
        h('div', { class: 'side current', lang: data.lang }, heading(data.lang, data.id, here ? [t('translates', here)] : []), h('p', {}, rule.t ? h('strong', {}, rule.t, ' ') : null, rule.x)),
        h(
          'div',
          { class: 'side', lang: entry.lang },
          heading(entry.lang, entry.edition, [...(entry.number && entry.number !== number ? [entry.number] : []), ...(entry.matches ? [t('translates', entry.matches)] : [])]),
          other,
        ),
        change,
      );
    }),
  );
}

/** How the reader got here, when it needs saying: from a link shared in another language
 *  (the same rule, or — without one here — the linked rule as it is), from a number named
 *  without an edition (the current English rule's, `cited`), or offline, by number. */
export function arrivalNotes(data, { linked, byNumber }, editions) {
  const out = [];
  if (linked?.cited && linked.missing) out.push(h('p', { class: 'older', role: 'note' }, t('citedNoCounterpart', linked.number, linked.edition, langName(linked.missing.lang), linked.missing.reason)));
  else if (linked?.cited) out.push(h('p', { class: 'meta', role: 'note' }, t('citedAs', linked.number, linked.edition, linked.here)));
  else if (linked?.missing) out.push(h('p', { class: 'older', role: 'note' }, t('linkedNoCounterpart', langName(linked.missing.lang), linked.missing.reason)));
  else if (linked) {
    const lang = editions.find((e) => e.id === linked.edition)?.lang ?? linked.edition.split('-')[0];
    out.push(h('p', { class: 'meta', role: 'note' }, t('linkedAs', linked.number, langName(lang), linked.edition)));
  }
  if (byNumber) out.push(h('p', { class: 'older', role: 'note' }, '⚠ ', t('offlineByNumber', data.id)));
  return out;
}
