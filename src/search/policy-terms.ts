// A judge's shorthand → the tournament documents' own words. Judges say "HCE", "GRV",
// "drew an extra card", "marked sleeves", "forgot a trigger"; the IPG names the infractions
// "Hidden Card Error", "Game Rule Violation", "Marked Cards", "Missed Trigger". Like the
// rules slang (slang.ts), a match is replaced by the documents' words, so the infraction's
// title — weighed highest — meets the question. Used only when a tournament document is
// searched (across.ts); test/search-policy.test.ts checks every replacement's words are the
// documents' words.

export const POLICY_TERMS: Array<{ pattern: RegExp; means: string }> = [
  // The infractions by their abbreviations (IPG section titles).
  { pattern: /\bmt\b/g, means: 'missed trigger' },
  { pattern: /\blec\b/g, means: 'looking at extra cards' },
  { pattern: /\bhce\b/g, means: 'hidden card error' },
  { pattern: /\bmpe\b/g, means: 'mulligan procedure error' },
  { pattern: /\bgrv\b/g, means: 'game rule violation' },
  { pattern: /\bftmgs\b|\bfmgs\b/g, means: 'failure to maintain game state' },
  { pattern: /\boa\b/g, means: 'outside assistance' },
  { pattern: /\bdlp\b/g, means: 'decklist problem' },
  { pattern: /\bdp\b/g, means: 'deck problem' },
  { pattern: /\blpv\b/g, means: 'limited procedure violation' },
  { pattern: /\bcpv\b/g, means: 'communication policy violation' },
  { pattern: /\busc\b/g, means: 'unsporting conduct' },
  { pattern: /\bdq\b|\bdq'?d\b/g, means: 'disqualification' },
  { pattern: /\bgl\b/g, means: 'game loss' },
  { pattern: /\bml\b/g, means: 'match loss' },
  { pattern: /\brel\b/g, means: 'rules enforcement level' },
  // How judges ask: "what do you do?", "what's the fix?", "accidentally".
  { pattern: /\bwhat do (?:you|we|i) do\b|\bhow (?:do|should|would) (?:you|we|i) (?:fix|handle|rule on)\b|\bwhat(?:'s| is) the (?:fix|remedy|infraction|ruling)\b/g, means: 'infraction penalty remedy' },
  { pattern: /\b(?:accidentally|by accident|by mistake|mistakenly|inadvertently)\b/g, means: 'error' },
  // What happened, in a player's words.
  { pattern: /\b(?:drew|draws?|drawn|drawing) (?:an? |one |two |too many |)?(?:extra|additional|more|too many) cards?\b|\bdrew (?:one|two|a card) too many\b|\b(?:drew|draws?|drawing) (?:\w+ ){0,2}cards? instead of \w+\b/g, means: 'hidden card error' },
  { pattern: /\b(?:saw|sees?|seen|flipped|revealed|dropped) (?:an? )?(?:extra|additional) cards?\b/g, means: 'looking at extra cards' },
  { pattern: /\b(?:forgot|forgets?|forgotten|missed|misses|miss) (?:a |an |my |his |her |their |the |to )*(?:\w+ )?triggers?\b|\bforgot(?:ten)? (?:to )?(?:trigger|attack trigger)\b/g, means: 'missed trigger' },
  { pattern: /\bmarked sleeves?\b|\bsleeves? (?:are |is |were |was )?(?:marked|scuffed|worn|bent)\b|\bscuffed sleeves?\b/g, means: 'marked cards sleeves' },
  { pattern: /\bplay(?:ing|s|ed)? (?:too )?slow(?:ly)?\b|\btak(?:es|ing|e) too long\b|\bslow player\b/g, means: 'slow play' },
  { pattern: /\bstall(?:s|ed|ing)?\b/g, means: 'stalling' },
  { pattern: /\b(?:coaching|coached|help from (?:a |the )?(?:friend|spectator)s?|spectator (?:helped|told|pointed))\b/g, means: 'outside assistance' },
  { pattern: /\b(?:bribe[sd]?|bribing|split(?:ting)? (?:the )?prizes?|prize split)\b/g, means: 'bribery' },
  { pattern: /\b(?:bet|bets|betting|wager(?:s|ed|ing)?)\b/g, means: 'wagering' },
  { pattern: /\b(?:late|tardy) (?:for|to) (?:the |my |his |her |their )?(?:round|match|seat)\b|\bshowed up late\b|\barriv\w* late\b/g, means: 'tardiness' },
  { pattern: /\b(?:flip(?:ped|ping)? a coin|coin flip|roll(?:ed|ing)? (?:a )?dice?) (?:to|for) (?:decide|determine|see) (?:the )?(?:winner|who wins)\b/g, means: 'improperly determining a winner' },
  { pattern: /\b(?:undo|take back|took back|taking back|changed? (?:my|his|her|their) mind)\b/g, means: 'reversing decisions' },
  { pattern: /\b(?:rewind|roll ?back)\b/g, means: 'backing up' },
  { pattern: /\b(?:time (?:is|was|has been|gets) called|after time|end of (?:the )?round|round (?:is |was )?over)\b/g, means: 'end-of-match procedure time limit' },
  { pattern: /\bwrong (?:deck ?list|decklist)\b|\bdeck ?list (?:error|mistake)\b/g, means: 'decklist problem' },
  { pattern: /\bdeck ?check\b/g, means: 'deck checks' },
  // A deck changed between the games of a match is sideboarding (MTR 3.16).
  { pattern: /\b(?:between|after) (?:the )?games\b|\bafter game (?:one|1|two|2)\b|\bfor game (?:two|three|2|3)\b/g, means: 'sideboard between games' },
  { pattern: /\bnot shuffl\w* enough\b|\bdidn'?t shuffle\b|\bpile shuffl\w*/g, means: 'insufficient shuffling randomization' },
  { pattern: /\bcheat(?:s|ed|er|ing)?\b/g, means: 'cheating' },
  { pattern: /\bphone\b|\bsmartphone\b/g, means: 'electronic devices' },
];

/** The query with a judge's shorthand in the tournament documents' words (folded: lower
 *  case, as the analyser reads it anyway), and whether it held any: shorthand only a
 *  tournament is asked about. */
export function policyTerms(query: string): { text: string; found: boolean } {
  let text = query.toLowerCase();
  let found = false;
  for (const { pattern, means } of POLICY_TERMS) {
    text = text.replace(pattern, () => ((found = true), ` ${means} `));
  }
  return { text, found };
}
