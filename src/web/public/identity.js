// The same rule in another edition, as the server's rule identity finds it (through the
// chain of English releases and the release a translation translates): what the language
// and edition pickers follow, and how a shared link opens in the reader's own edition.
// Numbers are never carried over as they are: 702.111b (menace) is 702.110b in the Italian
// text of 2020, where 702.111b is renown.
import { fetchOrOffline } from './data.js';

/**
 * Rule `number` of edition `from`, in edition `to`: {number} (its own number there),
 * {number: null, reason} when it has none ("added after en-2020-07-03"), or — offline,
 * where identity cannot be asked — {number, byNumber: true}: the same number, which the
 * caller must say may be another rule.
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
  if (!response.ok || !body) return { number: null, reason: body?.error?.message ?? `HTTP ${response.status}` };
  return body.number === null ? { number: null, reason: body.reason ?? '' } : { number: body.number, stale: body.stale };
}
