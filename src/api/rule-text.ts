// A tournament document's section as plain text, for the CLI (`judge ipg 2.1`) and the MCP
// tools alike: its heading with the penalty, then its parts in order, each under its name
// ("Upgrade: …" inline, as the IPG prints it), an Examples part with its lettered examples.
import { documentInfo } from '../tree/documents.ts';
import type { DocumentId, RuleView } from '../tree/types.ts';

const INLINE = /^(Upgrade|Downgrade)$/;
const indent = (text: string) => text.split('\n').map((l) => `  ${l}`).join('\n');

export function sectionText(view: RuleView, document: DocumentId): string {
  const lines = [`${documentInfo(document).short} ${view.number}. ${view.title ?? ''}${view.penalty ? ` (penalty: ${view.penalty})` : ''}`];
  for (const part of view.parts ?? [{ name: '', text: view.text }]) {
    const inline = INLINE.test(part.name);
    if (part.name) lines.push(inline ? `${part.name}: ${part.text}` : part.name);
    if (!inline && part.text) lines.push(indent(part.text));
    for (const e of part.examples ?? []) lines.push(`  ${e.label} ${e.text}`);
  }
  if (!view.parts) for (const e of view.examples) lines.push(`  Example: ${e}`);
  return lines.join('\n');
}
