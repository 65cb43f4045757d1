// An index as bytes, and back: what index-store.ts saves in the data cache so that a search
// loads an edition's index (tens of milliseconds) instead of building it (hundreds).
//
// Layout: a 4-byte little-endian header length, the header as UTF-8 JSON (the short
// strings: stems, words, titles, glossary), the paragraphs' texts as one UTF-8 block, zero
// bytes up to a multiple of 8, then one block of 32-bit integers and one of 64-bit floats
// (postings, word offsets, lists). The typed arrays of the loaded index are views on those
// blocks, nothing is copied or rebuilt, and a paragraph's text is decoded when a snippet
// first needs it: loading reads little more than the header.
// Frequencies stay 64-bit, so a loaded index ranks exactly as the one that was built.
import type { Doc, IndexData } from './index-data.ts';
import { FlatLists, PairLists } from './keyed-lists.ts';
import { BlockLists, Postings, type Lists } from './postings.ts';

/** Bumped when the layout changes (what the index holds is versioned by index-store.ts). */
export const CODEC_VERSION = 3;

interface Header {
  codec: number;
  edition: string;
  lang: IndexData['lang'];
  numbering: IndexData['numbering'];
  stems: string[];
  sorted: number[];
  docs: Array<[string, string | null, 0 | 1, number, string, string]>;
  /** Where the texts block starts (after the header) and each text's byte offsets in it. */
  texts: number;
  words: [string[], string[]];
  /** How many word pairs (their keys are a block of floats). */
  bigrams: number;
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
  // Word pairs under the pair of their stem ids, sorted by that number.
  const bigrams = data.bigrams
    .sorted()
    .map(([pair, ids]) => [PairLists.keyOf(pair, postings.ids), ids] as const)
    .filter(([key]) => key >= 0)
    .sort((a, b) => a[0] - b[0]);
  const forms = data.forms.sorted();
  const groups: ArrayLike<number>[][] = [all(postings.docs), all(postings.docStems), all(data.marks), bigrams.map((b) => b[1]), forms.map((f) => f[1])];
  for (const group of groups) ints.add(Int32Array.from(group, (l) => l.length));
  for (const group of groups) for (const list of group) ints.add(list);
  const encoder = new TextEncoder();
  const texts = data.docs.map((d) => encoder.encode(d.text));
  ints.add(Int32Array.from(texts, (t) => t.length));
  for (const list of all(postings.tfs)) floats.add(list);
  for (const list of all(postings.docTfs)) floats.add(list);
  floats.add(postings.maxTf);
  floats.add(Float64Array.from(bigrams, (b) => b[0]));
  const order = new Map(postings.stems.map((s, i) => [s, i]));
  const header: Header = {
    codec: CODEC_VERSION,
    edition: data.edition,
    lang: data.lang,
    numbering: data.numbering,
    stems: postings.stems,
    sorted: postings.sortedStems().map((s) => order.get(s)!),
    docs: data.docs.map((d) => [d.number, d.title ?? null, d.ownText ? 1 : 0, d.prior, d.heading, d.topic]),
    texts: texts.reduce((sum, t) => sum + t.length, 0),
    words: [[...data.words.keys()], [...data.words.values()]],
    bigrams: bigrams.length,
    forms: forms.map((f) => f[0]),
    glossary: data.glossary,
    ints: ints.length,
    floats: floats.length,
  };
  const json = encoder.encode(JSON.stringify(header));
  const textsAt = 4 + json.length;
  const intsAt = align(textsAt + header.texts);
  const floatsAt = align(intsAt + 4 * ints.length);
  const bytes = new Uint8Array(floatsAt + 8 * floats.length);
  new DataView(bytes.buffer).setUint32(0, json.length, true);
  bytes.set(json, 4);
  let at = textsAt;
  for (const t of texts) bytes.set(t, (at += t.length) - t.length);
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
  const textsAt = 4 + length;
  const intsAt = align(textsAt + header.texts);
  const floatsAt = align(intsAt + 4 * header.ints);
  if (floatsAt + 8 * header.floats !== bytes.length) throw new Error('not a search index: wrong length');
  const ints = new Int32Array(bytes.buffer, bytes.byteOffset + intsAt, header.ints);
  const floats = new Float64Array(bytes.buffer, bytes.byteOffset + floatsAt, header.floats);
  const counts = [header.stems.length, header.docs.length, header.docs.length, header.bigrams, header.forms.length];
  let at = 0;
  const lengths = counts.map((n) => ints.subarray(at, (at += n)));
  // Each kind of list stays one block, cut when a list is read.
  const cut = <T extends Int32Array | Float64Array>(block: T, sizes: Int32Array): BlockLists<T> => new BlockLists(block.subarray(at, (at += sumOf(sizes))) as T, sizes);
  const [docs, docStems, marks] = lengths.slice(0, 3).map((sizes) => cut(ints, sizes));
  const flat = (keys: string[], sizes: Int32Array) => new FlatLists(keys, sizes, ints.subarray(at, (at += sumOf(sizes))));
  const bigramIds = ints.subarray(at, (at += sumOf(lengths[3]!)));
  const forms = flat(header.forms, lengths[4]!);
  const texts = new Texts(bytes.subarray(textsAt, textsAt + header.texts), ints.subarray(at, at + header.docs.length));
  at = 0;
  const tfs = cut(floats, lengths[0]!);
  const docTfs = cut(floats, lengths[1]!);
  const maxTf = floats.subarray(at, (at += header.stems.length));
  const postings = new Postings(null, { stems: header.stems, sorted: header.sorted.map((i) => header.stems[i]!), docs: docs!, tfs, maxTf, docStems: docStems!, docTfs });
  const bigrams = new PairLists(header.stems, postings.ids, floats.subarray(at, (at += header.bigrams)), lengths[3]!, bigramIds);
  return {
    edition: header.edition,
    lang: header.lang,
    numbering: header.numbering,
    docs: header.docs.map(([number, title, own, prior, heading, topic], id) => new SavedDoc(texts, id, number, title, own === 1, prior, heading, topic)),
    postings,
    marks: marks!,
    bigrams,
    forms,
    words: new Map(header.words[0].map((w, i) => [w, header.words[1][i]!])),
    glossary: header.glossary,
    textBytes: 2 * header.texts,
  };
}

/** The paragraphs' texts as saved: decoded one at a time, when first read. */
class Texts {
  private readonly starts: Int32Array;
  private readonly decoded: Array<string | undefined>;
  private readonly decoder = new TextDecoder();

  constructor(
    private readonly bytes: Uint8Array,
    lengths: Int32Array,
  ) {
    this.starts = new Int32Array(lengths.length + 1);
    for (let i = 0; i < lengths.length; i++) this.starts[i + 1] = this.starts[i]! + lengths[i]!;
    this.decoded = new Array<string | undefined>(lengths.length);
  }

  get(id: number): string {
    return (this.decoded[id] ??= this.decoder.decode(this.bytes.subarray(this.starts[id]!, this.starts[id + 1]!)));
  }
}

/** A paragraph of a loaded index: its text read from the saved block on demand. */
class SavedDoc implements Doc {
  declare title?: string;

  constructor(
    private readonly texts: Texts,
    private readonly id: number,
    readonly number: string,
    title: string | null,
    readonly ownText: boolean,
    readonly prior: number,
    readonly heading: string,
    readonly topic: string,
  ) {
    if (title !== null) this.title = title;
  }

  get text(): string {
    return this.texts.get(this.id);
  }
}

/** Every list, for saving. */
function all<T extends Int32Array | Float64Array>(lists: Lists<T>): T[] {
  return Array.from({ length: lists.length }, (_, i) => lists.at(i));
}

function sumOf(list: Int32Array): number {
  let sum = 0;
  for (let i = 0; i < list.length; i++) sum += list[i]!;
  return sum;
}

function align(n: number): number {
  return Math.ceil(n / 8) * 8;
}
