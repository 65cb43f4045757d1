// An effect module owns one kind of effect's meaning: how it resolves (608.2c: the
// instructions in order), the rules its trace cites (through citations.ts). Adding a wording
// that needs a new kind of effect is adding its grammar entry and one module here. The shape
// is the game's (game/effect-registry.ts), which calls the modules through one registered resolver.
export type { EffectModule } from '../game/effect-registry.ts';
