// English word forms the Snowball stemmer leaves apart from the word a player means, for the
// game's actions: irregular verbs ("dealt", "drew", "chosen", "paid"), regular forms it cuts
// differently from their base ("sacrificed" → "sacrif" but "sacrifice" → "sacrific"; "added"
// → "ad"), and a few nouns it cuts apart from the verb they name ("prevention" → "preven",
// "prevent" → "prevent"). Each form is read as its base word before stemming, in the rules
// and in queries alike, so that "deal damage" meets "damage dealt" and "was sacrificed" meets
// "sacrifice". Found by listing the edition's words whose inflections stem apart, and the
// common irregular verbs of questions. "die" (the planar die) stays apart from "dies", which
// slang.ts reads; verbs that name no game action ("kept", "made", "went") are left alone:
// merged, they matched the incidental words of a question in every rule that uses them.

const FORMS: Record<string, string[]> = {
  deal: ['dealt'],
  draw: ['drew', 'drawn'],
  choose: ['chose', 'chosen'],
  pay: ['paid'],
  add: ['added', 'adding'],
  sacrifice: ['sacrificed', 'sacrificing'],
  lose: ['lost'],
  leave: ['left'],
  fight: ['fought'],
  spend: ['spent'],
  scry: ['scries', 'scried'],
  name: ['named', 'naming'],
  prevent: ['prevention', 'preventions'],
  resolve: ['resolution', 'resolutions'],
  restrict: ['restriction', 'restrictions'],
};

/** A word form → the base word it is stemmed as. */
export const LEMMAS: ReadonlyMap<string, string> = new Map(Object.entries(FORMS).flatMap(([base, forms]) => forms.map((f) => [f, base] as const)));
