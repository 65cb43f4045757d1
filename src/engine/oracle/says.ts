// Whether a value read from a line says a field ("ref": "it", "of": "X"): what
// `JSON.stringify(x).includes('"ref":"it"')` answers, without writing the JSON. The line reader
// asks it of every clause it tries, and writing each reading out as text to search it was a
// tenth of the whole-pool parse.

/**
 * Whether `JSON.stringify(x)` would write `"key":value` somewhere: an object (at any depth) whose
 * own property `key` is `value`. Walked as JSON.stringify walks it — arrays by index, objects by
 * their own enumerable keys, a `toJSON` honoured (by writing that part out) — so the answer is the
 * same; `skip` leaves out the properties of that name at every depth (a replacer dropping them).
 */
export function says(x: unknown, key: string, value: string | boolean, skip?: string): boolean {
  if (typeof x !== 'object' || x === null) return false;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const v: unknown = x[i];
      if (typeof v === 'object' && v !== null && says(v, key, value, skip)) return true;
    }
    return false;
  }
  if (typeof (x as { toJSON?: unknown }).toJSON === 'function') return writtenSays(x, key, value, skip);
  const o = x as Record<string, unknown>;
  for (const k in o) {
    if (k === skip || !Object.hasOwn(o, k)) continue;
    const v = o[k];
    if (v === value && k === key) return true;
    if (typeof v === 'object' && v !== null && says(v, key, value, skip)) return true;
  }
  return false;
}

/** The same question answered by writing the JSON out (a part with its own `toJSON`). */
function writtenSays(x: unknown, key: string, value: string | boolean, skip?: string): boolean {
  const json = skip === undefined ? JSON.stringify(x) : JSON.stringify(x, (k, v: unknown) => (k === skip ? undefined : v));
  return json !== undefined && json.includes(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
}
