"""Distributional semantics and learned re-ranking for the search, measured offline (issue 28).

Reads the JSON that dump.ts writes (the search's own stems and its first 100 results per
question) and measures, against the search as it is:
  1. term vectors from the project's own texts — positive PMI of co-occurrence (in a
     paragraph / card, or within a window of words) or tf-idf term-document LSA, reduced by
     truncated SVD — over the CR's paragraphs and glossary, optionally the 33,428 cards'
     Oracle and reminder text; a paragraph's vector is the idf-weighted sum of its words'
     (field-weighted like the index), a question's the same over its words (and, weighed
     lower, its named cards' text);
  2. the dense similarity fused with the search's score (a weighted sum, or reciprocal-rank
     fusion with the dense ranking over all paragraphs), the setting chosen on the tuning
     part only;
  3. a pairwise logistic ranker over the first 30 results (search score and rank, per-field
     coverage of the question, dense similarities, subrule position and depth, keyword rule,
     family support, cards, length), 4-fold cross-validated on the tuning part (3 shuffles),
     then trained on all of it and applied to the other sets;
  4. two priors: a rule family's frequency among the tuning part's answers (cross-validated)
     and a subrule's letter (earlier subrules state the general rule);
  5. --neighbours FILE writes each stem's nearest CR stems (for a query-expansion trial in
     the TypeScript search).
The validation part is only ever scored in total. Needs python3 with numpy and scipy
(Debian: python3-numpy python3-scipy).
    python3 scripts/search-experiments/semantics.py [dump.json] [--neighbours out.json]
"""
import json
import random
import re
import sys
from collections import Counter

import numpy as np
import scipy.sparse as sp
from scipy.sparse.linalg import svds

from measure import SETS, TUNE, VALIDATION, answers, rank_of, scores

args = [a for a in sys.argv[1:] if not a.startswith('--')]
DUMP = json.load(open(args[0] if args else '/tmp/search-experiments.json'))
FIELDS = {'title': 2, 'heading': 1.5, 'text': 1, 'examples': 0.3}
paragraphs, glossary, cards, questions = DUMP['paragraphs'], DUMP['glossary'], DUMP['cards'], DUMP['questions']
by_number = {p['number']: i for i, p in enumerate(paragraphs)}
N = len(paragraphs)
df = Counter(s for p in paragraphs for s in set(p['title'] + p['heading'] + p['text']))
idf = {s: np.log(1 + (N - n + 0.5) / (n + 0.5)) for s, n in df.items()}

# ---- measuring ------------------------------------------------------------------------
def show(label, per_set):
    """per_set: set name → ranks. Validation only in total, like npm run eval:search."""
    cells = [f"{f.replace('search-', '').replace('.jsonl', '')} {scores(r)[0]:.2f}/{scores(r)[1]:.2f}" for f, r in per_set.items()]
    print(f'{label:58s} ' + '  '.join(cells))


def baseline(f):
    return [rank_of([n for n, _ in q['hits']], q['expect']) for q in questions[f]]

# ---- term vectors ---------------------------------------------------------------------
def vocabulary(with_card_words):
    vocab = {}
    for p in paragraphs:
        for f in FIELDS:
            for s in p[f]:
                vocab.setdefault(s, len(vocab))
    for g in glossary:
        for s in g['text']:
            vocab.setdefault(s, len(vocab))
    if with_card_words:  # words the cards use often and the rules never do
        for s, n in Counter(s for c in cards for s in set(c)).items():
            if n >= 5:
                vocab.setdefault(s, len(vocab))
    return vocab


def contexts(with_cards):
    for p in paragraphs:
        yield p['title'] + p['heading'] + p['text'] + p['examples']
    for g in glossary:
        yield g['text']
    if with_cards:
        yield from cards


def normalised(w):
    n = np.linalg.norm(w, axis=1, keepdims=True)
    n[n == 0] = 1
    return w / n


def ppmi_vectors(vocab, with_cards, window, k=128, alpha=0.75):
    """Positive PMI of co-occurrence (whole context when window is None), context counts
    smoothed by alpha, reduced to k dimensions: U·√S."""
    counts = Counter()
    for ctx in contexts(with_cards):
        ids = [vocab[s] for s in ctx if s in vocab]
        if window is None:
            u = sorted(set(ids))[:80]
            counts.update((i, j) for i in u for j in u if i != j)
        else:
            for a, i in enumerate(ids):
                counts.update((i, j) for j in ids[max(0, a - window):a] + ids[a + 1:a + 1 + window] if i != j)
    keys = np.array(list(counts.keys()))
    m = sp.coo_matrix((np.array(list(counts.values()), float), (keys[:, 0], keys[:, 1])), shape=(len(vocab),) * 2).tocsr()
    total = m.sum()
    rows = np.asarray(m.sum(1)).ravel() / total
    cols = np.asarray(m.sum(0)).ravel() ** alpha
    cols /= cols.sum()
    m = m.tocoo()
    pmi = np.log(m.data / total / rows[m.row] / cols[m.col])
    keep = pmi > 0
    u, s, _ = svds(sp.csr_matrix((pmi[keep], (m.row[keep], m.col[keep])), shape=m.shape), k=k)
    return normalised(u * np.sqrt(s))


def lsa_vectors(vocab, with_cards, k=200):
    """tf-idf term × context matrix (log tf), reduced to k dimensions: U·S."""
    rows, cols, vals = [], [], []
    ctxs = list(contexts(with_cards))
    for j, ctx in enumerate(ctxs):
        for s, n in Counter(ctx).items():
            if s in vocab:
                rows.append(vocab[s]); cols.append(j); vals.append(np.log(1 + n))
    m = sp.csr_matrix((vals, (rows, cols)), shape=(len(vocab), len(ctxs)))
    m = sp.diags(np.log(len(ctxs) / (1 + np.asarray((m > 0).sum(1)).ravel()))) @ m
    u, s, _ = svds(m, k=k)
    return normalised(u * s)


class Model:
    def __init__(self, name, vocab, vectors):
        self.name, self.vocab, self.w = name, vocab, vectors
        self.paragraphs = np.zeros((N, vectors.shape[1]))
        for i, p in enumerate(paragraphs):
            v = np.zeros(vectors.shape[1])
            for f, weight in FIELDS.items():
                self.add(v, p[f], weight)
            self.paragraphs[i] = v / (np.linalg.norm(v) or 1)

    def add(self, v, stems, weight=1.0):
        for s in stems:
            if s in self.vocab:
                v += weight * idf.get(s, np.log(N)) * self.w[self.vocab[s]]
        return v

    def question(self, q, card_weight):
        v = self.add(np.zeros(self.w.shape[1]), q['qstems'])
        if card_weight and q['cards']:
            self.add(v, q['cardStems'], card_weight)
        return v / (np.linalg.norm(v) or 1)

    def similarity(self, q, number, card_weight=0.0):
        i = by_number.get(number)
        return 0.0 if i is None else float(self.paragraphs[i] @ self.question(q, card_weight))

# ---- fusion ---------------------------------------------------------------------------
def weighted(model, f, weight, card_weight):
    ranks = []
    for q in questions[f]:
        if not q['hits']:
            ranks.append(0); continue
        v, top = model.question(q, card_weight), q['hits'][0][1] or 1
        fused = sorted(((s / top + weight * (float(model.paragraphs[by_number[n]] @ v) if n in by_number else 0), n) for n, s in q['hits']), key=lambda x: -x[0])
        ranks.append(rank_of([n for _, n in fused], q['expect']))
    return ranks


def reciprocal_rank(model, f, k, dense_weight, card_weight):
    ranks = []
    for q in questions[f]:
        dense = model.paragraphs @ model.question(q, card_weight)
        fused = Counter()
        for r, (n, _) in enumerate(q['hits']):
            fused[n] += 1 / (k + r + 1)
        for r, i in enumerate(np.argsort(-dense)[:100]):
            fused[paragraphs[i]['number']] += dense_weight / (k + r + 1)
        ranks.append(rank_of([n for n, _ in fused.most_common()], q['expect']))
    return ranks


def dense_only(model, f, card_weight=0.0):
    return [rank_of([paragraphs[i]['number'] for i in np.argsort(-(model.paragraphs @ model.question(q, card_weight)))[:10]], q['expect']) for q in questions[f]]

# ---- learned ranker -------------------------------------------------------------------
FEATURES = ['score', 'rank', 'cov title', 'cov heading', 'cov text', 'cov examples', 'dense q', 'dense cards', 'letter', 'depth', 'keyword rule', 'family', 'has cards', 'q length']
family = lambda n: n.split('.')[0]


def letter(n):
    m = re.match(r'^\d+\.\d+([a-z]*)$', n)
    return ord(m.group(1)[-1]) - 96 if m and m.group(1) else 0


def candidates(model, q, pool=30):
    hits = q['hits'][:pool]
    if not hits:
        return None
    v, c = model.question(q, 0), model.question({'qstems': q['cardStems'], 'cards': []}, 0)
    top = hits[0][1] or 1
    words = {s for s in q['qstems'] if s in idf}
    total = sum(idf[s] for s in words) or 1
    families = Counter(family(n) for n, _ in hits[:10])
    rows, numbers, labels = [], [], []
    for r, (n, s) in enumerate(hits):
        i = by_number.get(n)
        if i is None:
            continue
        p = paragraphs[i]
        cover = [sum(idf[w] for w in words if w in set(p[f])) / total for f in FIELDS]
        depth = n.count('.') + (1 if re.search('[a-z]$', n) else 0)
        rows.append([s / top, 1 / (r + 1), *cover, float(model.paragraphs[i] @ v), float(model.paragraphs[i] @ c) if q['cards'] else 0,
                     letter(n) / 10, depth, 1.0 if re.match(r'70[12]\.', n) else 0, families[family(n)] / 10, 1.0 if q['cards'] else 0, len(q['qstems']) / 30])
        numbers.append(n)
        labels.append(1.0 if any(answers(n, e) for e in q['expect']) else 0.0)
    return np.array(rows), numbers, np.array(labels), q


def train(items, cols, l2):
    pairs = np.array([x[p, cols] - x[n, cols] for x, _, y, _ in (i for i in items if i is not None) for p in np.where(y == 1)[0] for n in np.where(y == 0)[0]])
    w = np.zeros(len(cols)); w[0] = 1
    for _ in range(500):  # gradient descent on the pairwise logistic loss
        w -= 0.5 * (-(pairs * (1 / (1 + np.exp(pairs @ w)))[:, None]).mean(0) + l2 * w)
    return w


def rerank(item, w, cols):
    if item is None:
        return 0
    x, numbers, _, q = item
    order = [numbers[i] for i in np.argsort(-(x[:, cols] @ w), kind='stable')]
    seen = set(order)
    return rank_of(order + [n for n, _ in q['hits'] if n not in seen], q['expect'])


def cross_validated(items, fit, apply, folds=4, seeds=3):
    out = []
    for seed in range(seeds):
        order = list(range(len(items))); random.Random(seed).shuffle(order)
        ranks = [0] * len(items)
        for k in range(folds):
            held = set(order[k::folds])
            model = fit([items[i] for i in order if i not in held])
            for i in held:
                ranks[i] = apply(items[i], model)
        out.append(ranks)
    return out

# ---- priors ---------------------------------------------------------------------------
def with_prior(q, bonus):
    if not q['hits']:
        return 0
    top = q['hits'][0][1] or 1
    return rank_of([n for _, n in sorted(((s / top * bonus(n)[0] + bonus(n)[1], n) for n, s in q['hits']), key=lambda x: -x[0])], q['expect'])


def main():
    show('the search as it is', {f: baseline(f) for f in SETS})
    plain, with_card_words = vocabulary(False), vocabulary(True)
    models = [
        Model('PPMI in a paragraph, CR + glossary, k=128', plain, ppmi_vectors(plain, False, None)),
        Model('PPMI in a paragraph, + cards, k=128', with_card_words, ppmi_vectors(with_card_words, True, None)),
        Model('PPMI ±5 words, + cards, k=128', with_card_words, ppmi_vectors(with_card_words, True, 5)),
        Model('PPMI ±2 words, CR + glossary, k=128', plain, ppmi_vectors(plain, False, 2)),
        Model('LSA tf-idf, + cards, k=200', with_card_words, lsa_vectors(with_card_words, True)),
    ]
    print('\n1. dense similarity alone (all paragraphs), tuning part')
    for m in models:
        show(f'  {m.name}', {TUNE: dense_only(m, TUNE)})
    print('\n2a. weighted fusion: score/best + w·cos; setting with the best tuning MRR, then every set')
    for m in models:
        grid = [(w, cw) for w in (0.3, 0.6, 1, 2) for cw in (0, 0.3)]
        w, cw = max(grid, key=lambda g: scores(weighted(m, TUNE, *g))[2])
        show(f'  {m.name} w={w} cards={cw}', {f: weighted(m, f, w, cw) for f in SETS})
    print('\n2b. reciprocal-rank fusion with the dense ranking (k=60), best on tuning')
    for m in models[2:3]:
        grid = [(dw, cw) for dw in (0.3, 0.5, 1) for cw in (0, 0.3)]
        dw, cw = max(grid, key=lambda g: scores(reciprocal_rank(m, TUNE, 60, *g))[2])
        show(f'  {m.name} dense={dw} cards={cw}', {f: reciprocal_rank(m, f, 60, dw, cw) for f in SETS})
    print('\n3. pairwise logistic ranker over the first 30 (PPMI ±5 + cards vectors)')
    m = models[2]
    items = {f: [candidates(m, q) for q in questions[f]] for f in SETS}
    for cols in ([0, 1, 6, 7], list(range(len(FEATURES))), [0, 1, 2, 3, 4, 5], [0, 1, 8, 9, 10, 11]):
        for l2 in (0.001, 0.1):
            fit = lambda train_items: train(train_items, cols, l2)
            cv = cross_validated(items[TUNE], fit, lambda it, w: rerank(it, w, cols))
            w = fit(items[TUNE])
            label = f"  [{', '.join(FEATURES[c] for c in cols)}] l2={l2}"
            print(f"{label}\n      4-fold CV on tuning: {'  '.join(f'{scores(r)[0]:.2f}/{scores(r)[1]:.2f}' for r in cv)}")
            show('      trained on all of tuning', {f: [rerank(it, w, cols) for it in items[f]] for f in SETS[1:]})
    print('\n4a. a rule family\'s frequency among the tuning answers, + w·log(1 + count)')
    tune = questions[TUNE]
    for w in (0.02, 0.05, 0.1):
        fit = lambda qs: Counter(family(e) for q in qs for e in q['expect'])
        cv = cross_validated(tune, fit, lambda q, c: with_prior(q, lambda n: (1, w * np.log(1 + c[family(n)]))))
        c = fit(tune)
        print(f"  w={w}: 4-fold CV on tuning {'  '.join(f'{scores(r)[0]:.2f}/{scores(r)[1]:.2f}' for r in cv)}")
        show('      counted on all of tuning', {f: [with_prior(q, lambda n: (1, w * np.log(1 + c[family(n)]))) for q in questions[f]] for f in SETS[1:]})
    print('\n4b. a subrule\'s letter: score / (1 + b·(letter − 1))')
    for b in (0.01, 0.02, 0.04, 0.08):
        show(f'  b={b}', {f: [with_prior(q, lambda n: (1 / (1 + b * max(0, letter(n) - 1)), 0)) for q in questions[f]] for f in SETS})
    if '--neighbours' in sys.argv:
        out = sys.argv[sys.argv.index('--neighbours') + 1]
        rules_words = np.array([m.vocab[s] for s in plain if s in m.vocab])
        names = {i: s for s, i in m.vocab.items()}
        near = {}
        for s, i in m.vocab.items():
            sims = m.w[rules_words] @ m.w[i]
            near[s] = [[names[rules_words[j]], round(float(sims[j]), 3)] for j in np.argsort(-sims)[:8] if names[rules_words[j]] != s][:6]
        json.dump(near, open(out, 'w'))
        print(f'\n{out}: nearest rules stems of {len(near)} stems')


if __name__ == '__main__':
    main()
