// Bytes → text. The official releases come in every encoding Wizards ever used (UTF-8 with
// and without BOM, UTF-16 LE/BE, Windows-1252) and every line ending (CRLF, CR-only, LF,
// mixed within one file); everything downstream sees "\n" only.
import { createHash } from 'node:crypto';
import type { DecodedSource } from './types.ts';

function sniffEncoding(bytes: Uint8Array): { encoding: DecodedSource['encoding']; skip: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8-bom', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  // UTF-16 without a BOM: every other byte of ASCII text is zero.
  const sample = bytes.subarray(0, Math.min(bytes.length, 512));
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < sample.length; i++) if (sample[i] === 0) (i % 2 === 0 ? zeroEven++ : zeroOdd++);
  if (sample.length >= 16 && zeroOdd > sample.length / 4 && zeroEven === 0) return { encoding: 'utf-16le', skip: 0 };
  if (sample.length >= 16 && zeroEven > sample.length / 4 && zeroOdd === 0) return { encoding: 'utf-16be', skip: 0 };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', skip: 0 };
  } catch {
    return { encoding: 'windows-1252', skip: 0 };
  }
}

function lineEndingsOf(text: string): DecodedSource['lineEndings'] {
  const crlf = (text.match(/\r\n/g) ?? []).length;
  const cr = (text.match(/\r(?!\n)/g) ?? []).length;
  const lf = (text.match(/(?<!\r)\n/g) ?? []).length;
  const kinds = [crlf && 'crlf', cr && 'cr', lf && 'lf'].filter(Boolean) as Array<'crlf' | 'cr' | 'lf'>;
  if (kinds.length === 0) return 'none';
  return kinds.length === 1 ? kinds[0]! : 'mixed';
}

// Node's TextDecoder treats 'windows-1252' as Latin-1, which turns the curly quotes and
// dashes at 0x80–0x9F into control characters; those 27 bytes are mapped here.
const CP1252_HIGH: Record<number, number> = { 0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021, 0x88: 0x02c6, 0x89: 0x2030, 0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc, 0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178 };

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = Array.from(bytes.subarray(i, i + 8192), (b) => CP1252_HIGH[b] ?? b);
    out += String.fromCharCode(...chunk);
  }
  return out;
}

/** Letters a text's earlier conversion got wrong: Mac Roman's byte for "ã" (0x8B) read as
 *  Windows-1252's "‹". A single guillemet between two lowercase letters is never punctuation
 *  ("n‹o" is "não"); the classic Portuguese text has six. */
const MISREAD_LETTERS: Array<{ pattern: RegExp; from: string; to: string }> = [{ pattern: /(?<=\p{Ll})\u2039(?=\p{Ll})/gu, from: '‹', to: 'ã' }];

function repairLetters(text: string): { text: string; repairs: NonNullable<DecodedSource['repairs']> } {
  const repairs: NonNullable<DecodedSource['repairs']> = [];
  for (const { pattern, from, to } of MISREAD_LETTERS) {
    let count = 0;
    text = text.replace(pattern, () => (count++, to));
    if (count) repairs.push({ from, to, count });
  }
  return { text, repairs };
}

export function decode(bytes: Uint8Array): DecodedSource {
  const { encoding, skip } = sniffEncoding(bytes);
  const label = encoding === 'utf-8-bom' ? 'utf-8' : encoding;
  const raw = encoding === 'windows-1252' ? decodeWindows1252(bytes) : new TextDecoder(label).decode(bytes.subarray(skip));
  const { text, repairs } = repairLetters(raw.replace(/\r\n?/g, '\n'));
  return {
    text,
    encoding,
    lineEndings: lineEndingsOf(raw),
    sha256: createHash('sha256').update(bytes).digest('hex'),
    ...(repairs.length ? { repairs } : {}),
  };
}
