// The same rule in another edition, as the server's rule identity finds it (through the
// chain of English releases and the release a translation translates): what the language
// and edition pickers follow, and how a shared link opens in the reader's own edition.
// Numbers are never carried over as they are: 702.111b (menace) is 702.110b in the Italian
// text of 2020, where 702.111b is renown.
import { fetchOrOffline } from './data.js';
import { historyPath, rulePath } from './dom.js';
import { parseRuleRef } from './numbers.js';

const langOf = (id) => String(id).split('-')[0];

/**
 * Rule `number` of edition `from`, in edition `to`: {number} (its own number there),
 * {number: null, reason} when it has none ("added after en-2020-07-03"), or — offline,
 * where identity cannot be asked — {number, byNumber: true}: the same number, which the
 * caller must say may be another rule. `notFound`: `from` has no such number.
 */
export async function counterpart(number, from, to) {
  if (from === to) return { number };
  const url = `/v1/rules/${encodeURIComponent(number)}/counterpart?edition=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  let response;
  try {
    response = await fetchOrOffline(url);
  } catch {
    return { number, byNumber: true };
  }
  const body = await response.json().catch(() => null);
  if (!response.ok || !body) return { number: null, reason: body?.error?.message ?? `HTTP ${response.status}`, notFound: response.status === 404 };
  return body.number === null ? { number: null, reason: body.reason ?? '' } : { number: body.number, stale: body.stale };
}

/**
 * The edition a page opens in, and the note for how the reader got there. A link names its
 * edition: it opens there when that is in the reader's language (an older English release
 * stays that release); in another language the reader gets the same rule in their own
 * edition (`address`: where it is) — an Italian judge's 702.110a (menace) is 702.111a for an
 * English reader, noted as `linked` — or, when their edition has no such rule, the linked
 * one, with that noted.
 */
export async function openingEdition(index, path, linked, own) {
  if (!linked || !index.editions.some((e) => e.id === linked && e.kind !== 'policy') || linked === own) return { edition: own };
  const open = /^\/(r|h)\/(.+)$/.exec(path);
  const ref = open ? parseRuleRef(open[2]) : null;
  if (!open || ref?.kind !== 'rule' || langOf(linked) === langOf(own)) return { edition: linked };
  const found = await counterpart(ref.number, linked, own);
  if (found.byNumber) return { edition: linked };
  if (found.number === null) return { edition: linked, linked: { number: ref.number, edition: linked, missing: { lang: langOf(own), reason: found.reason } } };
  return { edition: own, linked: { number: ref.number, edition: linked }, address: (open[1] === 'h' ? historyPath : rulePath)(found.number, own) };
}

/**
 * Where a number named without an edition opens (a deep link `/r/702.111b`, a number typed in
 * the search box): it is the number judges cite, the current English rule's — as the API's
 * `?lang=` reads it — so in any other edition the reader gets its counterpart, noted as
 * `linked` with `cited` (menace, 702.111b, is the Italian 702.110b, where 702.111b is
 * renown). Without one, the English rule, with that noted; a number the English lacks stays
 * in the reader's edition (which shows what exists near it); offline, by number, said so.
 */
export async function citedOpening(index, number, own) {
  const english = index.defaults?.en;
  if (!english || english === own) return { edition: own, number };
  const found = await counterpart(number, english, own);
  if (found.byNumber) return { edition: own, number, byNumber: true };
  if (found.notFound) return { edition: own, number };
  if (found.number === null) return { edition: english, number, linked: { number, edition: english, cited: true, missing: { lang: langOf(own), reason: found.reason } } };
  return { edition: own, number: found.number, linked: { number, edition: english, cited: true, here: found.number } };
}
