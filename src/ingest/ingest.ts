// One rules file → one Edition: decode → detect → front-end → build → link → coverage.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { JudgeError } from '../errors.ts';
import type { Edition } from '../tree/types.ts';
import { buildTree } from './build.ts';
import { count } from './counts.ts';
import { coverage } from './coverage.ts';
import { decode } from './decode.ts';
import { detect } from './detect.ts';
import { flattenedFrontEnd } from './frontends/flattened.ts';
import { markdownFrontEnd } from './frontends/markdown.ts';
import { plainFrontEnd } from './frontends/plain.ts';
import { linkReferences } from './link/index.ts';
import { linkDocumentMentions } from './link/policy.ts';
import { plausibilityProblems } from './plausibility.ts';
import { policyEdition } from './policy.ts';
import type { FrontEndResult, SourceFormat } from './types.ts';

export { PARSER_VERSION } from './version.ts';

const frontEnds: Record<Exclude<SourceFormat, 'paged'>, (text: string) => FrontEndResult> = {
  plain: plainFrontEnd,
  markdown: markdownFrontEnd,
  flattened: flattenedFrontEnd,
};

/** Parse rules text already in memory (bytes as read from disk). */
export function ingestBytes(bytes: Uint8Array, file: string): Edition {
  const source = decode(bytes);
  const detected = detect(source.text, file);
  if (detected.format === 'paged') return policyEdition(source, detected.document!, file);
  const { lang, format } = detected;
  const front = frontEnds[format](source.text);
  const provisionalId = `${lang}-?`;
  const built = buildTree(front.paragraphs, { lang, editionId: provisionalId });
  const notes: string[] = [];
  let id: string;
  if (built.effectiveDate) id = `${lang}-${built.effectiveDate}`;
  else {
    id = `${lang}-classic`;
    notes.push(`The text carries no effective date; "${id}" is a stable id chosen for it (the numbering is the classic one of about 1999).`);
  }
  for (const a of built.anomalies) a.edition = id;
  for (const r of source.repairs ?? []) notes.push(`${r.count} × "${r.to}" printed as "${r.from}" (a byte of another encoding, read as Windows-1252) are read as "${r.to}".`);
  // A damaged text must not become an edition: it would hide the real one of the same date.
  const counts = count(built.root);
  const damage = plausibilityProblems(built.root, counts);
  if (damage.length) throw new JudgeError('bad_request', `${file}: damaged, not loaded: ${damage.join('; ')}`);
  const unresolved = linkReferences(built.root, { lang, editionId: id });
  // The English rules name the tournament documents ("the Magic: The Gathering Tournament Rules").
  const crossRefs = lang === 'en' ? linkDocumentMentions(built.root) : [];
  const classic = !built.effectiveDate && /\b212\.|\b420\./.test(source.text) && !/\b704\.5/.test(source.text);
  return {
    id,
    lang,
    effectiveDate: built.effectiveDate,
    notes,
    numbering: classic ? 'classic' : 'modern',
    source: { file, sha256: source.sha256, encoding: source.encoding, lineEndings: source.lineEndings, format },
    title: built.title,
    counts: count(built.root), // again: references are counted once linked
    coverage: coverage(front.markupFree, built.root),
    anomalies: built.anomalies,
    unresolved,
    ...(crossRefs.length ? { crossRefs } : {}),
    root: built.root,
  };
}

export async function ingestFile(file: string): Promise<Edition> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (err) {
    throw new JudgeError('not_found', `${file}: cannot read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  return ingestBytes(bytes, file);
}

export interface IngestOutcome {
  editions: Edition[];
  failures: Array<{ file: string; message: string }>;
}

/** Every file on its own: one that fails is reported and the others still come through. */
export async function ingestFiles(files: string[]): Promise<IngestOutcome> {
  const outcome: IngestOutcome = { editions: [], failures: [] };
  for (const file of files) {
    try {
      outcome.editions.push(await ingestFile(file));
    } catch (err) {
      outcome.failures.push({ file, message: err instanceof JudgeError ? err.message : `${path.basename(file)}: ${(err as Error).message}` });
    }
  }
  return outcome;
}
