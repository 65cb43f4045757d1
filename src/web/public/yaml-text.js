// The scenario as YAML text, both ways, with the library the server reads it with
// (yaml-lib.js, imported on first use so the builder never waits for it). The text is
// written the way the examples are: one line per action and per short list, block
// lists for long ones, so it reads (and edits) comfortably on a phone.
import { slipsOf } from './yaml-advice.js';

let library = null;

/** The YAML library, loaded once. */
export function loadYaml() {
  library ??= import('./yaml-lib.js');
  return library;
}

/** The keys of the pairs that lead to a node ("players", "turn"…), outermost first. */
const keysOn = (path) => path.filter((n) => n && typeof n === 'object' && 'key' in n && 'value' in n).map((pair) => String(pair.key?.value ?? pair.key));

// Long lists are written one item a line: a phone shows 40 or so characters of a line.
const LONG = 44;

/** The scenario as YAML: top-level keys and each player as blocks; the turn, each action,
 *  each card definition and each short list or mapping below them on one line. */
export async function toYaml(scenario) {
  const { Document, isMap, isSeq, visit } = await loadYaml();
  const doc = new Document(scenario, { aliasDuplicateObjects: false }); // no anchors: each value written where it is
  const depthOf = (path) => path.filter((n) => isMap(n) || isSeq(n)).length; // the top mapping is 0
  visit(doc, {
    Map(_, node, path) {
      const depth = depthOf(path);
      const keys = keysOn(path);
      node.flow = depth === 1 ? keys[0] === 'turn' : depth >= 2 && !(depth === 2 && keys.length === 1 && keys[0] === 'players');
    },
    Seq(_, node, path) {
      node.flow = depthOf(path) >= 2 && JSON.stringify(node.toJSON()).length <= LONG;
    },
  });
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/** {value} for text the library reads, else {slips}: each slip's line, words and fix. */
export async function fromYaml(text) {
  const { parseDocument } = await loadYaml();
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length) return { slips: slipsOf(text, doc.errors) };
  try {
    return { value: doc.toJS({ maxAliasCount: 100 }) };
  } catch (err) {
    return { slips: [{ line: null, say: ['slipGeneric'], fix: null, detail: err.message }] };
  }
}
