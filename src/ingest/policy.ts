// A tournament document's text → an Edition: the paged front-end (page furniture out,
// wrapped lines joined) → the policy builder → links within and across documents →
// coverage over the text without its furniture (every piece of which the edition lists).
import { documentInfo } from '../tree/documents.ts';
import type { DocumentId, Edition } from '../tree/types.ts';
import { buildPolicyTree } from './build-policy.ts';
import { count } from './counts.ts';
import { coverage } from './coverage.ts';
import { pagedFrontEnd } from './frontends/paged.ts';
import { linkPolicyReferences } from './link/policy.ts';
import { policyProblems } from './plausibility.ts';
import type { DecodedSource } from './types.ts';
import { JudgeError } from '../errors.ts';

export function policyEdition(source: DecodedSource, document: DocumentId, file: string): Edition {
  const front = pagedFrontEnd(source.text);
  const built = buildPolicyTree(front.paragraphs, { document, editionId: `${document}-?` });
  const notes: string[] = [];
  const id = `${document}-${built.effectiveDate ?? 'undated'}`;
  if (!built.effectiveDate) notes.push(`The text carries no effective date ("Effective February 27, 2026" on its title page); "${id}" is the id chosen for it.`);
  for (const a of built.anomalies) a.edition = id;
  const damage = policyProblems(built.root, built.anomalies);
  if (damage.length) throw new JudgeError('bad_request', `${file}: damaged, not loaded: ${damage.join('; ')}`);
  const { unresolved, crossRefs } = linkPolicyReferences(built.root, { document, editionId: id });
  return {
    id,
    lang: 'en',
    kind: 'policy',
    document,
    effectiveDate: built.effectiveDate,
    notes,
    numbering: 'policy',
    source: { file, sha256: source.sha256, encoding: source.encoding, lineEndings: source.lineEndings, format: 'paged' },
    title: built.title || documentInfo(document).name,
    counts: count(built.root),
    coverage: coverage(front.markupFree, built.root),
    anomalies: built.anomalies,
    unresolved,
    crossRefs,
    furniture: front.furniture,
    root: built.root,
  };
}
