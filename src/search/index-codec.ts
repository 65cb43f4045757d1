// An index as bytes, and back: what index-store.ts saves in the data cache so that a search
// loads an edition's index (tens of milliseconds) instead of building it (hundreds).
//
// Layout: a 4-byte little-endian header length, the header as UTF-8 JSON (every string:
// stems, words, paragraph texts, glossary), zero bytes up to a multiple of 8, then one
// block of 32-bit integers and one of 64-bit floats (postings, word offsets, lists). The
// typed arrays of the loaded index are views on those blocks: nothing is copied or rebuilt.
// Frequencies stay 64-bit, so a loaded index ranks exactly as the one that was built.
import type { Doc, IndexData } from './index-data.ts';
import { Postings } from './postings.ts';

/** Bumped when the layout changes (what the index holds is versioned by index-store.ts). */
export const CODEC_VERSION = 1;

interface Header {
  codec: number;
  edition: string;
  lang: IndexData['lang'];
  numbering: IndexData['numbering'];
  stems: string[];
  sorted: number[];
  docs: Array<[string, string | null, string, 0 | 1, number, string, string]>;
  words: [string[], string[]];
  bigrams: string[];
  forms: string[];
  glossary: IndexData['glossary'];
  /** Lengths of the integer and float blocks, in elements. */
  ints: number;
  floats: number;
}

/** Appends lists to one flat block, remembering where each starts. */
class Packer<T extends Int32Array | Float64Array> {
  readonly lists: ArrayLike<number>[] = [];
  length = 0;
  add(list: ArrayLike<number>): void {
    this.lists.push(list);
    this.length += list.length;
  }
  into(out: T, at: number): number {
    for (const list of this.lists) {
      out.set(list as ArrayLike<number>, at);
      at += list.length;
    }
    return at;
  }
}

export function encodeIndex(data: IndexData): Uint8Array {
  const { postings } = data;
  const ints = new Packer<Int32Array>();
  const floats = new Packer<Float64Array>();
  // Lengths first (one per list), then the lists, so the reader can cut them apart.
  const groups: ArrayLike<number>[][] = [postings.docs, postings.docStems, data.marks, [...data.bigrams.values()], [...data.forms.values()]];
  for (const group of groups) ints.add(Int32Array.from(group, (l) => l.length));
  for (const group of groups) for (const list of group) ints.add(list);
  for (const list of postings.tfs) floats.add(list);
  for (const list of postings.docTfs) floats.add(list);
  const order = new Map(postings.stems.map((s, i) => [s, i]));
  const header: Header = {
    codec: CODEC_VERSION,
    edition: data.edition,
    lang: data.lang,
    numbering: data.numbering,
    stems: postings.stems,
    sorted: postings.sortedStems().map((s) => order.get(s)!),
    docs: data.docs.map((d) => [d.number, d.title ?? null, d.text, d.ownText ? 1 : 0, d.prior, d.folded, d.topic]),
    words: [[...data.words.keys()], [...data.words.values()]],
    bigrams: [...data.bigrams.keys()],
    forms: [...data.forms.keys()],
    glossary: data.glossary,
    ints: ints.length,
    floats: floats.length,
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const intsAt = align(4 + json.length);
  const floatsAt = align(intsAt + 4 * ints.length);
  const bytes = new Uint8Array(floatsAt + 8 * floats.length);
  new DataView(bytes.buffer).setUint32(0, json.length, true);
  bytes.set(json, 4);
  ints.into(new Int32Array(bytes.buffer, intsAt, ints.length), 0);
  floats.into(new Float64Array(bytes.buffer, floatsAt, floats.length), 0);
  return bytes;
}

/** The index the bytes hold; throws when they are not one (a cut-off or foreign file). */
export function decodeIndex(input: Uint8Array): IndexData {
  // Typed-array views need their block aligned: copy a buffer that starts off the grid.
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
  if (bytes.length < 4) throw new Error('not a search index: too short');
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true);
  if (4 + length > bytes.length) throw new Error('not a search index: cut off');
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length))) as Header;
  if (header.codec !== CODEC_VERSION) throw new Error(`search index of codec ${header.codec}, not ${CODEC_VERSION}`);
  const intsAt = align(4 + length);
  const floatsAt = align(intsAt + 4 * header.ints);
  if (floatsAt + 8 * header.floats !== bytes.length) throw new Error('not a search index: wrong length');
  const ints = new Int32Array(bytes.buffer, bytes.byteOffset + intsAt, header.ints);
  const floats = new Float64Array(bytes.buffer, bytes.byteOffset + floatsAt, header.floats);
  const counts = [header.stems.length, header.docs.length, header.docs.length, header.bigrams.length, header.forms.length];
  let at = 0;
  const lengths = counts.map((n) => ints.subarray(at, (at += n)));
  const cut = <T extends Int32Array | Float64Array>(block: T, sizes: Int32Array): T[] => {
    const out: T[] = [];
    for (let i = 0; i < sizes.length; i++) out.push(block.subarray(at, (at += sizes[i]!)) as T);
    return out;
  };
  const [docs, docStems, marks, bigrams, forms] = lengths.map((sizes) => cut(ints, sizes));
  at = 0;
  const tfs = cut(floats, lengths[0]!);
  const docTfs = cut(floats, lengths[1]!);
  const postings = Postings.restore({ stems: header.stems, docs: docs!, tfs, docStems: docStems!, docTfs, sorted: header.sorted.map((i) => header.stems[i]!) });
  return {
    edition: header.edition,
    lang: header.lang,
    numbering: header.numbering,
    docs: header.docs.map(([number, title, text, own, prior, folded, topic]) => {
      const doc: Doc = { number, text, ownText: own === 1, prior, folded, topic };
      if (title !== null) doc.title = title;
      return doc;
    }),
    postings,
    marks: marks!,
    bigrams: new Map(header.bigrams.map((k, i) => [k, bigrams![i]!])),
    forms: new Map(header.forms.map((k, i) => [k, forms![i]!])),
    words: new Map(header.words[0].map((w, i) => [w, header.words[1][i]!])),
    glossary: header.glossary,
  };
}

function align(n: number): number {
  return Math.ceil(n / 8) * 8;
}
