// Which edition is read, and in which language the interface speaks. The two are chosen
// apart: a reader's language gives the interface and the edition read by default — the
// current English rules for Portuguese, whose one text is a late-1990s translation shown
// beside them, not instead — and the edition picker offers every edition, English releases
// newest first.
import { clear, h } from './dom.js';
import { LANG_NAMES, langTitle, t } from './i18n.js';

export const LANGS = ['en', 'it', 'pt'];

/** The first of the browser's languages the app speaks ("pt-BR" → pt), else English. */
export function browserLang() {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const lang = String(tag).toLowerCase().split('-')[0];
    if (LANGS.includes(lang)) return lang;
  }
  return 'en';
}

/** The interface language: the one chosen, else the browser's. */
export function chosenLang() {
  const stored = localStorage.getItem('judge.lang');
  return LANGS.includes(stored) ? stored : browserLang();
}

/** The edition a reader of `lang` reads by default: that language's latest, unless it is of
 *  the classic numbering (obsolete rules), when it is the current English. */
export function readingDefault(index, lang) {
  const own = index.editions.find((e) => e.id === index.defaults[lang] && e.kind !== 'policy');
  if (own && own.numbering !== 'classic') return own.id;
  return index.defaults.en ?? index.default ?? index.editions.find((e) => e.kind !== 'policy')?.id ?? null;
}

export function editionOf(index, id) {
  return index.editions.find((e) => e.id === id) ?? null;
}

/** How an edition reads in the picker: its date, "current" for the latest English, and
 *  what the classic Portuguese text is. */
function label(edition, index) {
  const date = edition.numbering === 'classic' ? t('classic') : (edition.effectiveDate ?? edition.id);
  if (edition.lang !== 'en') return `${langTitle(edition.lang)} · ${date}`;
  return edition.id === index.defaults.en ? `${date} (${t('current')})` : date;
}

/** Fills the language picker (each language in its own name) and the edition picker (every
 *  edition, grouped by language, newest first). */
export function fillPickers(langPicker, editionPicker, index, { uiLang, edition }) {
  // The pickers choose the rules; the tournament documents are reached from the contents.
  const rules = index.editions.filter((e) => e.kind !== 'policy');
  const langs = LANGS.filter((l) => rules.some((e) => e.lang === l));
  clear(langPicker, langs.map((l) => h('option', { value: l, selected: l === uiLang, lang: l }, LANG_NAMES[l])));
  const groups = langs.map((lang) => {
    const own = rules.filter((e) => e.lang === lang).sort((a, b) => String(b.effectiveDate).localeCompare(String(a.effectiveDate)));
    return h('optgroup', { label: langTitle(lang) }, own.map((e) => h('option', { value: e.id, selected: e.id === edition }, label(e, index))));
  });
  clear(editionPicker, groups);
}
