"""How the experiments score a ranking, as `npm run eval:search` does (src/search/evaluate.ts):
a result answers an expected rule when it is that rule or one of its subrules, and a
question counts by the rank of its first answer among the first ten."""
import re

TUNE, VALIDATION = 'search-real-tune.jsonl', 'search-real-validation.jsonl'
SETS = [TUNE, VALIDATION, 'search-dev.jsonl', 'search-real-dev.jsonl', 'search-heldout.jsonl']


def answers(result, expected):
    """702.19c answers 702.19."""
    return result == expected or (result.startswith(expected) and re.match(r'[.a-z]', result[len(expected):] or '!') is not None)


def rank_of(numbers, expect):
    for i, n in enumerate(numbers[:10]):
        if any(answers(n, e) for e in expect):
            return i + 1
    return 0


def scores(ranks):
    """hit@1, hit@5, MRR (over the first ten)."""
    n = len(ranks)
    return sum(r == 1 for r in ranks) / n, sum(1 <= r <= 5 for r in ranks) / n, sum(1 / r for r in ranks if r) / n
