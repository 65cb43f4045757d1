// A permanent as the source of a spell or ability put on the stack: the look-back every later
// check uses (protection from its colour, its controller then, 113.7a).
import { characteristics, type Characteristics } from './characteristics.ts';
import type { Game, Permanent, SourceInfo } from './state.ts';

export function sourceInfo(game: Game, p: Permanent, c: Characteristics = characteristics(game, p)): SourceInfo {
  return { id: p.id, name: c.name, controller: p.controller, colors: c.colors, keywords: [...c.keywords], types: c.types, subtypes: c.subtypes, ...(p.transforms ? { transforms: p.transforms } : {}) };
}
