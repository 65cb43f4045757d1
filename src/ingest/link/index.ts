import type { Edition, Lang, Root } from '../../tree/types.ts';
export function linkReferences(_root: Root, _ctx: { lang: Lang; editionId: string }): Edition['unresolved'] {
  return [];
}
