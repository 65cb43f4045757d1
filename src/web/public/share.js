// A question shared as a link: the scenario, compressed, in the address's fragment
// (/explain#s=…), so the server stores nothing and never sees it (a fragment is not sent;
// the 1024-character limit on paths and queries does not apply). Compressed with the
// browser's own DEFLATE (CompressionStream), base64url-encoded; a browser without it
// writes the JSON uncompressed under a different letter, which any browser reads back.
//   #s=z…  deflate-raw of the scenario's JSON      #s=j…  the JSON as it is

function toBase64url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
const fromBase64url = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function through(stream, bytes) {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** The scenario as the text of a link's fragment. */
export async function encodeScenario(scenario) {
  const json = new TextEncoder().encode(JSON.stringify(scenario));
  if (typeof CompressionStream === 'undefined') return `j${toBase64url(json)}`;
  return `z${toBase64url(await through(new CompressionStream('deflate-raw'), json))}`;
}

/** The scenario a fragment's text holds; throws on text no link of ours could hold. */
export async function decodeScenario(token) {
  const kind = token[0];
  const bytes = fromBase64url(token.slice(1));
  if (kind === 'j') return JSON.parse(new TextDecoder().decode(bytes));
  if (kind === 'z') return JSON.parse(new TextDecoder().decode(await through(new DecompressionStream('deflate-raw'), bytes)));
  throw new Error(`not a shared scenario: "${token.slice(0, 12)}"`);
}

/** The scenario's token in an address's fragment ("#s=z…"), or null. */
export const tokenIn = (hash) => /^#s=([A-Za-z0-9_-]+)$/.exec(hash ?? '')?.[1] ?? null;

/** The link that reopens the scenario on this site's explainer. */
export const shareLink = (token) => `${location.origin}/explain#s=${token}`;
