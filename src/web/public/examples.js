// The explainer's gallery: classic interactions, each a scenario in examples/ (real cards,
// read from the card pool) with its expectations, replayed by a test against the engine.
// `key` names its title and one-line description in the interface's words (ex_KEY, exAbout_KEY).
export const GALLERY = [
  { file: 'burn-and-pump.yaml', key: 'burnPump' },
  { file: 'combat-trick-giant-growth.yaml', key: 'combatTrick' },
  { file: 'layers-opalescence-humility.yaml', key: 'layers' },
  { file: 'replacement-furnace-of-rath.yaml', key: 'replacement' },
  { file: 'replacement-rest-in-peace.yaml', key: 'restInPeace' },
  { file: 'copy-grapeshot-storm.yaml', key: 'copy' },
  { file: 'first-strike-deathtouch.yaml', key: 'firstStrike' },
  { file: 'd07-trample-lifelink.yaml', key: 'trample' },
  { file: 'illegal-menace-block.yaml', key: 'menace' },
];

/** An example's YAML text. */
export async function loadExample(file) {
  const response = await fetch(`/assets/examples/${file}`);
  if (!response.ok) throw new Error(`could not load the example ${file}`);
  return response.text();
}
