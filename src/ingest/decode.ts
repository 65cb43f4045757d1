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

export function decode(bytes: Uint8Array): DecodedSource {
  const { encoding, skip } = sniffEncoding(bytes);
  const label = encoding === 'utf-8-bom' ? 'utf-8' : encoding;
  const raw = new TextDecoder(label).decode(bytes.subarray(skip));
  return {
    text: raw.replace(/\r\n?/g, '\n'),
    encoding,
    lineEndings: lineEndingsOf(raw),
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
