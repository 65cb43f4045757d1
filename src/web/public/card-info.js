// What the page knows about cards, from the server's card pool: names for a typeahead
// (GET /v1/cards?q=, answering {query, results: [{name, typeLine, manaCost}]}) and one card's
// type line, cost, Oracle text and whether the engine reads all of it (GET /v1/cards/{name}).
// The builder's menus read the facts (choices.js) to offer what makes sense: which cards are
// creatures or lands, which spells take targets or X, which lines are activated abilities.
// A server without the card pool answers 404: everything is then unknown and the menus offer all.

const known = new Map(); // folded name → {name, typeLine, manaCost, text, understood}
const pending = new Map(); // folded name → the request asking for it
let available = true; // false once the server says it has no card pool

const fold = (name) => String(name).trim().toLowerCase();

/** The facts known about a card, or undefined (not asked yet, or no card pool). */
export const cardInfo = (name) => known.get(fold(name));

function remember(card, full) {
  const key = fold(card.name);
  const had = known.get(key);
  if (had?.full && !full) return;
  known.set(key, { ...had, ...card, full });
}

/** Card names starting with or containing `query`, best first; null when the server has no
 *  card pool or cannot be reached. */
export async function suggestCards(query, limit = 6) {
  if (!available) return null;
  try {
    const response = await fetch(`/v1/cards?${new URLSearchParams({ q: query, limit: String(limit) })}`);
    if (response.status === 404 || response.status === 405) available = false;
    if (!response.ok) return null;
    const results = ((await response.json())?.results ?? []).filter((c) => c?.name);
    for (const card of results) remember({ name: card.name, typeLine: card.typeLine ?? '', manaCost: card.manaCost ?? '' }, false);
    return results;
  } catch {
    return null; // offline: nothing to offer
  }
}

/** Asks for the cards not known in full yet; resolves true when something new was learnt. */
export async function learn(names) {
  if (!available) return false;
  const asked = [...new Set(names.map(String).filter((n) => n && !known.get(fold(n))?.full))];
  const answers = await Promise.all(asked.map((name) => {
    const key = fold(name);
    if (!pending.has(key)) pending.set(key, fetchCard(name).finally(() => pending.delete(key)));
    return pending.get(key);
  }));
  return answers.some(Boolean);
}

async function fetchCard(name) {
  try {
    const response = await fetch(`/v1/cards/${encodeURIComponent(name)}`);
    if (response.status === 405) available = false;
    if (response.status === 404) {
      const body = await response.json().catch(() => null);
      // "no card named …": a name the pool lacks (a built-in card, or a typo); no pool at all otherwise.
      if (!/no card named/.test(body?.error?.message ?? '')) available = false;
      else known.set(fold(name), { name, missing: true, full: true });
      return true;
    }
    if (!response.ok) return false;
    const card = await response.json();
    const face = card.faces?.[0] ?? {};
    remember({ name, typeLine: face.typeLine ?? '', manaCost: face.manaCost ?? '', text: face.oracleText ?? '', understood: card.understood !== false }, true);
    return true;
  } catch {
    return false;
  }
}
