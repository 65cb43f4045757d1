// Words that carry no topic in a rules question: function words and the question phrasing
// around the topic ("what happens", "posso", "o que acontece"), and how a report says a game
// got it wrong ("seems to work incorrectly", "bug"). Folded (no accents), lower case.
// Kept short on purpose: a word that names game concepts ("turn", "card", "player") stays.
import type { Lang } from '../tree/types.ts';

const en = `a an the and or but if then than of to in on at by for from with without into onto over under
as is are was were be been being do does did done doing have has had having it its it's this that these those there
here i me my mine you your yours we our us they them their he him his she her what which who whom whose when where
why how can could may might must shall should will would s t d ll re ve m no yes so such any some all each
about also just only very still while else happen happens happened mean means meaning get gets got allowed able
way ways whether ok vs versus can let lets like want wants need needs many much
work works worked working correct correctly incorrect incorrectly wrong wrongly bug bugs seem seems seemed currently
actually really think thought wondering`;

const it = `il lo la i gli le un uno una di a da in con su per tra fra e ed o od ma se che chi cui non si ci
vi ne del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle nel nello nella
nei negli nelle sul sullo sulla sui sugli sulle col coi è e' sono era erano essere stato stata ho hai ha abbiamo
avete hanno mio mia miei mie tuo tua suo sua loro nostro nostra questo questa questi queste quello quella quelli
quelle cosa come quando dove perché perche quale quali quanto quanta quanti quante posso puoi può puo possono
devo deve devono succede significa significato l d un' anche solo ancora mentre poi cioè cioe io tu lui lei noi voi
mi ti gli così cosi già gia più piu dell all dall nell sull coll quell bell c n s`;

const pt = `o a os as um uma uns umas de do da dos das em no na nos nas por pelo pela pelos pelas para com sem
e ou mas se que quem qual quais quando onde como porque porquê por que não nao sim é e' são sao ser foi era estar
está esta este esse essa isso isto aquele aquela meu minha meus minhas seu sua seus suas eu tu ele ela nós nos vós
eles elas me te lhe lhes posso pode podem devo deve acontece significa ao aos à às ja já mais muito também tambem
ainda apenas so só quanto quanta quantos quantas`;

function set(words: string): Set<string> {
  return new Set(words.split(/\s+/).filter(Boolean).map(fold));
}

const ASCII = /^[\x00-\x7f]*$/;

/** Lower case without accents ("Perché" → "perche"). Most words are plain ASCII, which
 *  has no accents to take off: those skip the (costly) Unicode normalisation. */
export function fold(word: string): string {
  const lower = word.toLowerCase();
  return ASCII.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}+/gu, '');
}

export const stopWords: Record<Lang, Set<string>> = { en: set(en), it: set(it), pt: set(pt) };

/** English contractions that negate ("don't" splits into "don" + "t"): all read as "not",
 *  so "don't control" meets "doesn't control" and "can't" meets "cannot" — also as typed
 *  without the apostrophe ("dont", "doesnt", "cant"). */
export const negations = new Set(['not', 'don', 'doesn', 'didn', 'isn', 'aren', 'wasn', 'weren', 'won', 'cannot', 'couldn', 'shouldn', 'wouldn', 'haven', 'hasn', 'hadn', 'mustn',
  'dont', 'doesnt', 'didnt', 'isnt', 'arent', 'wasnt', 'werent', 'wont', 'cant', 'couldnt', 'shouldnt', 'wouldnt', 'havent', 'hasnt']);
