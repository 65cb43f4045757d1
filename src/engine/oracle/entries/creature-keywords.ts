// Creature keyword abilities (702) that stand for triggered or activated abilities, read into
// the abilities they mean so the game plays them with its ordinary machinery: For Mirrodin!
// and job select (an Equipment's token, like living weapon), ingest.
import type { AbilityBody } from '../ast.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import type { LineEntry } from './lines.ts';

const period = opt(lit('.'));
const line = (text: string, ...abilities: unknown[]) => ({ text, abilities });

export const CREATURE_KEYWORD_LINES: LineEntry[] = [
  {
    id: 'line/for-mirrodin-job-select',
    wording: 'For Mirrodin! (702.163a: when this Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment to it) / Job select (702.182a: … a 1/1 colorless Hero creature token …)',
    parse: alt(
      map(seq(lit('for mirrodin'), period), () => [{ kind: 'triggered', trigger: { event: 'etb' }, effects: [{ type: 'equip-token', keyword: 'for-mirrodin' }] } as AbilityBody]),
      map(seq(lit('job select'), period), () => [{ kind: 'triggered', trigger: { event: 'etb' }, effects: [{ type: 'equip-token', keyword: 'job-select' }] } as AbilityBody]),
    ),
    fixtures: [
      line('For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then attach this to it.)', { kind: 'triggered', trigger: { event: 'etb' }, effects: [{ type: 'equip-token', keyword: 'for-mirrodin' }] }),
      line('Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)', { kind: 'triggered', trigger: { event: 'etb' }, effects: [{ type: 'equip-token', keyword: 'job-select' }] }),
    ],
  },
  {
    id: 'line/ingest',
    wording: 'Ingest (702.115a: whenever this creature deals combat damage to a player, that player exiles the top card of their library)',
    parse: map(seq(lit('ingest'), period), () => [{ kind: 'triggered', trigger: { event: 'combat-damage-to-player' }, effects: [{ type: 'that-player-exiles-top' }] } as AbilityBody]),
    fixtures: [line('Ingest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)', { kind: 'triggered', trigger: { event: 'combat-damage-to-player' }, effects: [{ type: 'that-player-exiles-top' }] })],
  },
];
