// JSON.stringify's text for the plain data the API answers with (strings, finite numbers,
// booleans, null, arrays and plain objects), made faster where an answer spends its time:
// strings. JSON.stringify scans every character of every string for what needs escaping;
// most of a search answer is snippets of rules text that hold none of it, and a quick test
// lets them be quoted as they are (a search answer's text in about half the time).
// Anything else — a toJSON method, a string that needs escaping — is JSON.stringify's own.

/** What JSON escapes: a quote, a backslash, control characters, surrogates (a lone one is
 *  written as \\uXXXX; a pair is tested too, as telling them apart costs more than it saves). */
const NEEDS_ESCAPING = /["\\\u0000-\u001f\ud800-\udfff]/;

/** Each key once as `"key":`. */
const keys = new Map<string, string>();
const MAX_KEYS = 1000;

export function jsonText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return NEEDS_ESCAPING.test(value) ? JSON.stringify(value) : `"${value}"`;
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (value === null) return 'null';
      if (Array.isArray(value)) return arrayText(value);
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
      return objectText(value as Record<string, unknown>);
    default:
      // undefined, a function or a symbol: what JSON.stringify says of them (undefined, or
      // for a bigint its TypeError).
      return JSON.stringify(value);
  }
}

function arrayText(items: unknown[]): string {
  let out = '[';
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    out += (i ? ',' : '') + (item === undefined || typeof item === 'function' || typeof item === 'symbol' ? 'null' : jsonText(item));
  }
  return out + ']';
}

function objectText(object: Record<string, unknown>): string {
  let out = '{';
  let first = true;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const item = object[key];
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    let name = keys.get(key);
    if (name === undefined) {
      name = `${JSON.stringify(key)}:`;
      if (keys.size < MAX_KEYS) keys.set(key, name);
    }
    out += (first ? '' : ',') + name + jsonText(item);
    first = false;
  }
  return out + '}';
}
