// The expectation checker on real replays: each `expect` rule of scenario-format.md, both
// the passing and the failing side, with messages that say what differed.
import { describe, expect, it } from 'vitest';
import { explain } from '../src/engine/index.ts';
import { checkExpectations } from '../src/engine/scenario/check.ts';
import { parseScenario } from '../src/engine/scenario/schema.ts';

// Alice bolts Bob's Grizzly Bears; Bob keeps a Hill Giant and his lands.
const BOARD = {
  turn: { active: 'Alice', number: 3, step: 'main1', priority: true },
  players: [
    { name: 'Alice', battlefield: ['Mountain'], hand: ['Lightning Bolt', 'Shock'] },
    { name: 'Bob', battlefield: ['Grizzly Bears', 'Hill Giant', 'Forest', 'Forest'], hand: ['Giant Growth'] },
  ],
  actions: [{ player: 'Alice', cast: 'Lightning Bolt', targets: ['Grizzly Bears'] }, { pass: 'all' }],
};

function check(expectations: Record<string, unknown>, board: Record<string, unknown> = BOARD) {
  const scenario = parseScenario({ ...board, expect: expectations });
  const results = checkExpectations(scenario.expect, explain(scenario));
  return Object.fromEntries(results.map((r) => [r.key, r]));
}

describe('checkExpectations', () => {
  it('passes a correct description of the result', () => {
    const results = check({
      life: { Alice: 20, Bob: 20 },
      battlefield: { Bob: ['Hill Giant'], Alice: [] },
      graveyard: { Alice: ['Lightning Bolt'], Bob: ['Grizzly Bears'] },
      hand: { Alice: ['Shock'], Bob: ['Giant Growth'] },
      exile: { Bob: [] },
      library: { Bob: 20 },
      pt: { 'Hill Giant': '3/3' },
      damage: { 'Hill Giant': 0 },
      stack: [],
      rules: ['601.2', '608.2', '704.5g'],
    });
    expect(Object.values(results).filter((r) => !r.ok)).toEqual([]);
    expect(Object.keys(results)).toContain('rules');
  });

  it('compares lands only when the list names one', () => {
    expect(check({ battlefield: { Bob: ['Hill Giant', 'Forest', 'Forest'] } })['battlefield.Bob'].ok).toBe(true);
    const missingLand = check({ battlefield: { Bob: ['Hill Giant', 'Forest'] } })['battlefield.Bob'];
    expect(missingLand.ok).toBe(false);
    expect(missingLand.message).toMatch(/unexpected Forest/);
  });

  it('reports zones as multisets with what is missing and what is extra', () => {
    const r = check({ graveyard: { Bob: ['Hill Giant'] }, hand: { Alice: ['Shock', 'Shock'] } });
    expect(r['graveyard.Bob']).toMatchObject({ ok: false });
    expect(r['graveyard.Bob'].message).toMatch(/missing Hill Giant; unexpected Grizzly Bears/);
    expect(r['hand.Alice'].message).toMatch(/missing Shock/);
  });

  it('checks life, P/T and damage with the actual value in the message', () => {
    const r = check({ life: { Bob: 17 }, pt: { 'Hill Giant': '4/4', 'Grizzly Bears': '2/2' }, damage: { 'Hill Giant': 1 } });
    expect(r['life.Bob'].message).toBe('expected 17, got 20');
    expect(r['pt.Hill Giant'].message).toBe('expected 4/4, got 3/3');
    expect(r['pt.Grizzly Bears'].message).toMatch(/no permanent named 'Grizzly Bears'/);
    expect(r['damage.Hill Giant'].message).toBe('expected 1, got 0');
  });

  it('treats rules as an ordered subsequence of the citations', () => {
    expect(check({ rules: ['601.2', '704.5g'] }).rules.ok).toBe(true);
    const outOfOrder = check({ rules: ['704.5g', '601.2'] }).rules;
    expect(outOfOrder.ok).toBe(false);
    expect(outOfOrder.message).toMatch(/601\.2 \(#2\) is cited only before 704\.5g/);
    expect(check({ rules: ['601.2', '601.2', '601.2', '601.2', '601.2'] }).rules.message).toMatch(/\(#\d\)/);
    expect(check({ rules: ['702.19b'] }).rules.message).toMatch(/702\.19b \(#1\) is never cited/);
  });

  it('passes error when the rejection cites any listed rule, and fails an unexpected rejection', () => {
    // Bob has no lands left, so he can't pay for Giant Growth.
    const cantPay = {
      ...BOARD,
      players: [BOARD.players[0], { ...BOARD.players[1], battlefield: ['Grizzly Bears'] }],
      actions: [{ player: 'Bob', cast: 'Giant Growth', targets: ['Grizzly Bears'] }],
    };
    expect(check({ error: { rule: ['601.2h', '118.3', '601.2g'] } }, cantPay).error.ok).toBe(true);
    expect(check({ error: { rule: ['999.9'] } }, cantPay).error.message).toMatch(/not any of 999\.9/);
    expect(check({ life: { Bob: 20 } }, cantPay).ok).toMatchObject({ ok: false, message: expect.stringMatching(/illegal action \(actions\[0\]\)/) });
    expect(check({ error: { rule: ['601.2c'] } }).error.message).toMatch(/but the replay succeeded/);
  });

  it('checks winner and draw', () => {
    const lethal = { ...BOARD, players: [BOARD.players[0], { ...BOARD.players[1], life: 3 }], actions: [{ player: 'Alice', cast: 'Lightning Bolt', targets: ['Bob'] }, { pass: 'all' }] };
    expect(check({ winner: 'Alice', draw: false }, lethal)).toMatchObject({ winner: { ok: true }, draw: { ok: true } });
    expect(check({ winner: 'Bob' }, lethal).winner.message).toBe('expected Bob, got Alice');
    expect(check({ winner: null }).winner.ok).toBe(true);
  });
});
