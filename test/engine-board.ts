// Small two-player boards for the engine's tests, with the helpers that read their results.
import type { ExplainResult } from '../src/engine/types.ts';

export const rulesOf = (r: ExplainResult): string[] => r.trace.flatMap((t) => t.rules);
export const player = (r: ExplainResult, name: string) => r.state.players.find((p) => p.name === name)!;
export const perm = (r: ExplainResult, name: string) => r.state.battlefield.find((p) => p.name === name);

/** A two-player board in YAML: Alice active in `step`, with Bob as the opponent (and a vanilla "Bear" card defined). */
export function board(opts: { step?: string; priority?: boolean; alice?: string; bob?: string; cards?: string; actions: string; aliceExtra?: string; bobExtra?: string }): string {
  return `
turn: {active: Alice, number: 5, step: ${opts.step ?? 'main1'}${opts.priority === false ? '' : ', priority: true'}}
players:
  - name: Alice
    battlefield: [${opts.alice ?? ''}]
    library: 20
${opts.aliceExtra ?? ''}
  - name: Bob
    battlefield: [${opts.bob ?? ''}]
    library: 20
${opts.bobExtra ?? ''}
cards:
  Bear: {type: "Creature — Bear", cost: "{1}{G}", pt: 2/2, text: ""}
${opts.cards ?? ''}
actions:
${opts.actions}
`;
}
