// The response and parameter shapes of the HTTP API, in zod. They are the single source
// of truth: the routes validate requests with them, /openapi.json is generated from them,
// and the tests check every response against them.
import { z } from '@hono/zod-openapi';
import { DEFAULT_LIMIT, MAX_LIMIT, RANKED } from './shapes.ts';

export const LangSchema = z.enum(['en', 'it', 'pt']).openapi({ description: 'Rules language' });

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'not_found' }),
      message: z.string(),
      suggestions: z.array(z.string()).optional(),
      details: z
        .array(
          z.object({
            path: z.string(),
            message: z.string(),
            messageKey: z.string().optional().openapi({ description: "The engine's own problems: the message as a key of its catalogs…" }),
            messageArgs: z.record(z.string(), z.any()).optional().openapi({ description: '…and its arguments', additionalProperties: true }),
          }),
        )
        .optional(),
    }),
  })
  .openapi('Error');

/** Query parameters that choose an edition; both optional (default: latest English). */
export const EditionQuery = z.object({
  edition: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .openapi({
      param: { name: 'edition', in: 'query' },
      example: 'it-2020-07-03',
      description: 'Edition id (`GET /v1/editions` lists them: "en-2026-08-07", "ipg-2024-09-23"), or a document\'s name for its newest edition ("mtr", "ipg", "cr"); default the latest English, or the latest of `lang`',
    }),
  lang: LangSchema.optional().openapi({ param: { name: 'lang', in: 'query' }, example: 'it', description: 'Rules language (en, it, pt): its latest edition. Without `edition`, a rule number or range is the current English rules\' (what judges cite) and answers as its counterpart in that language (702.111b in Italian is 702.110b, menace). Give `edition` or `lang`, not both' }),
});

export { MAX_LIMIT } from './shapes.ts';

/** How many results a page holds and where it starts; `listed`: how many the list can hold
 *  at most (a search ranks RANKED, a range lists up to LISTED rules). */
export function pageQuery(listed: number) {
  return {
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_LIMIT)
      .default(DEFAULT_LIMIT)
      .openapi({ param: { name: 'limit', in: 'query' }, example: DEFAULT_LIMIT, description: `How many results one page holds, 1–${MAX_LIMIT}` }),
    offset: z.coerce
      .number()
      .int()
      .min(0)
      .max(listed - 1)
      .default(0)
      .openapi({ param: { name: 'offset', in: 'query' }, example: 0, description: `Results to skip (paging; \`next\` in the answer gives the next page's offset). offset + limit ≤ ${listed}` }),
  };
}

/** A text query, how many results it wants and from where, on top of the edition choice. */
export function textQuery(example: string) {
  return EditionQuery.extend({
    q: z
      .string()
      .min(1)
      .openapi({ param: { name: 'q', in: 'query' }, example, description: 'What to look for: words, a "quoted phrase", a question, a card name or a rule number' }),
    ...pageQuery(RANKED),
  });
}

/** The paging fields of a list answer (src/api/shapes.ts page()). */
export const PageFields = {
  total: z.number().int().openapi({ description: `How many results there are in all (a search counts every rule its words match; it ranks, and pages through, at most ${RANKED}: its \`ranked\`)` }),
  offset: z.number().int(),
  next: z.number().int().nullable().openapi({ description: 'The offset of the next page; null on the last' }),
};

export const DocumentSchema = z.enum(['cr', 'mtr', 'ipg']).openapi({ description: 'The document: the Comprehensive Rules (cr), the Magic Tournament Rules (mtr), the Infraction Procedure Guide (ipg)' });

export const ReferenceSchema = z
  .object({
    kind: z.enum(['rule', 'range', 'list', 'section', 'glossary', 'document']).openapi({ description: '"document": a document named without a number' }),
    raw: z.string(),
    start: z.number().int(),
    end: z.number().int(),
    targets: z.array(z.string()),
    unresolved: z.array(z.string()).optional(),
    document: DocumentSchema.optional().openapi({ description: 'The targets are in another document ("section 4.3 of the Magic Tournament Rules"); absent: this edition' }),
    edition: z.string().optional().openapi({ description: 'The edition of `document` the targets are in (its newest loaded one)', example: 'mtr-2026-02-27' }),
  })
  .openapi('Reference');

/** Word-level differences between two texts, as runs of kept, removed and added words. */
export const WordChangesSchema = z
  .array(z.object({ kind: z.enum(['same', 'removed', 'added']), text: z.string() }))
  .openapi('WordChanges');

export const RuleViewSchema = z
  .object({
    edition: z.string(),
    number: z.string(),
    printedNumber: z.string().optional(),
    type: z.enum(['section', 'rule', 'subrule', 'subsubrule']),
    title: z.string().optional(),
    text: z.string(),
    examples: z.array(z.string()),
    parent: z.string().nullable(),
    children: z.array(z.string()),
    previous: z.string().nullable(),
    next: z.string().nullable(),
    refs: z.array(ReferenceSchema),
    citedBy: z.array(z.string()),
    citedIn: z
      .array(z.object({ edition: z.string(), document: DocumentSchema, number: z.string() }))
      .optional()
      .openapi({ description: 'Nodes of the other documents that cite this one (the MTR\'s "rule 103.4", the IPG\'s "MTR section 4.3")' }),
    penalty: z.string().optional().openapi({ description: 'An infraction\'s penalty (IPG)', example: 'Warning' }),
    parts: z
      .array(z.object({ name: z.string(), text: z.string(), examples: z.array(z.object({ label: z.string(), text: z.string() })).optional() }))
      .optional()
      .openapi({ description: 'A tournament document\'s named parts in order (Definition, Examples, Philosophy, Additional Remedy, Upgrade, Downgrade, …); `text` holds them all' }),
    aligned: z.array(
      z.object({
        edition: z.string(),
        lang: LangSchema,
        text: z.string(),
        number: z.string().optional().openapi({ description: 'The rule\'s own number there (numbers move between releases)' }),
        title: z.string().optional(),
        matches: z.string().optional().openapi({ description: 'For a translation: the English release it is paired with (the one it translates)' }),
        olderThan: z.string().optional().openapi({ description: 'The translation predates a change of this English text' }),
        changes: WordChangesSchema.optional(),
        changedIn: z.array(z.string()).optional().openapi({ description: 'The English releases that changed the text since the translation' }),
        missing: z.string().optional().openapi({ description: 'That edition has no counterpart: why (text is empty)' }),
      }),
    ),
    counterpartOf: z
      .object({ edition: z.string(), number: z.string() })
      .optional()
      .openapi({ description: 'Asked in a language as another edition\'s rule (`?lang=it` reads the number as the current English one): the rule this is the counterpart of' }),
  })
  .openapi('RuleView');

/** One rule, with its subrules in document order when it has any. */
export const RuleResponseSchema = RuleViewSchema.extend({
  subrules: z.array(RuleViewSchema).optional(),
}).openapi('RuleResponse');

/** A range or list ("601.2a-d"): the rules it names, in order, a page at a time. */
export const RuleRangeSchema = z
  .object({ query: z.string(), edition: z.string(), ...PageFields, results: z.array(RuleViewSchema) })
  .openapi('RuleRange');

export const EditionSummarySchema = z
  .object({
    id: z.string(),
    lang: LangSchema,
    effectiveDate: z.string().nullable(),
    notes: z.array(z.string()),
    kind: z.enum(['rules', 'policy']).openapi({ description: '"policy": a tournament document (MTR, IPG)' }),
    document: DocumentSchema,
    numbering: z.enum(['modern', 'classic', 'policy']),
    matches: z.string().optional().openapi({ description: 'A translation: the English release it is paired with (the one it translates)' }),
    title: z.string(),
    source: z.object({
      file: z.string(),
      sha256: z.string(),
      encoding: z.string(),
      lineEndings: z.string(),
      format: z.enum(['plain', 'markdown', 'flattened', 'paged']),
    }),
    counts: z.record(z.string(), z.number()),
    coverage: z.number(),
    anomalyCount: z.number().int(),
    unresolvedCount: z.number().int(),
  })
  .openapi('EditionSummary');

export interface TocNode {
  number: string;
  type: 'section' | 'rule';
  title: string;
  children?: TocNode[];
}
export const TocEntrySchema: z.ZodType<TocNode> = z
  .object({
    number: z.string(),
    type: z.enum(['section', 'rule']),
    title: z.string(),
    get children() {
      return z.array(TocEntrySchema).optional();
    },
  })
  .openapi('TocEntry');

export const SearchHitSchema = z
  .object({
    number: z.string(),
    edition: z.string(),
    type: z.enum(['rule', 'glossary']).optional().openapi({ description: '"glossary" for a glossary entry (number "glossary:TERM")' }),
    score: z.number(),
    title: z.string().optional(),
    snippet: z.string().openapi({ description: 'Matched words are wrapped in «…»' }),
    cards: z.array(z.string()).optional().openapi({ description: 'Cards named in the query whose abilities brought this rule in' }),
    document: DocumentSchema.optional().openapi({ description: 'The document the result is in, when several were searched together' }),
  })
  .openapi('SearchHit');

export const CardReadSchema = z
  .object({
    name: z.string().openapi({ description: 'As the query wrote it' }),
    card: z.string().openapi({ description: 'The card it was read as' }),
    alternatives: z.array(z.string()).optional().openapi({ description: 'Other cards the name could mean (a short name several cards share); the first by name was read' }),
    how: z.enum(['exact', 'short', 'near']).openapi({ description: '"exact": the name in any case; "short": the part before a legendary name\'s comma, or part of a card named in full elsewhere in the query; "near": a near spelling' }),
  })
  .openapi('CardRead');

export const GlossaryHitSchema = z
  .object({
    edition: z.string(),
    lang: LangSchema,
    term: z.string(),
    aliases: z.array(z.string()),
    englishTerm: z.string().optional(),
    text: z.string(),
    refs: z.array(ReferenceSchema),
  })
  .openapi('GlossaryHit');

/** A sentence as data (src/engine/types.ts MessageData). */
const MessageDataSchema = z.object({ key: z.string(), args: z.record(z.string(), z.any()).openapi({ additionalProperties: true }) });

/** One step of an explanation (src/engine/types.ts TraceEntry). */
export const TraceEntrySchema = z
  .object({
    seq: z.number().int().openapi({ description: 'Position in the trace, from 1' }),
    step: z.string().openapi({ description: 'The turn step it happened in', example: 'combat-damage' }),
    event: z.string().openapi({ description: 'What kind of thing happened', example: 'damage' }),
    text: z.string().openapi({ description: 'What happened, in the language of the edition asked for (English by default)' }),
    rules: z.array(z.string()).openapi({ description: 'The rules that drive it', example: ['510.1', '702.19b'] }),
    data: z.record(z.string(), z.any()).optional().openapi({ description: 'Event details (objects, amounts)', additionalProperties: true }),
    message: MessageDataSchema.openapi({ description: 'The text as data: a message key and its arguments (an argument may itself be a message), for clients with their own wording', example: { key: 'turn.begins', args: { turn: 2, player: 'Bob' } } }),
  })
  .openapi('TraceEntry');

/** The board after the replay (src/engine/types.ts FinalState). */
export const FinalStateSchema = z
  .object({
    turn: z.number().int(),
    activePlayer: z.string(),
    step: z.string(),
    players: z.array(
      z.object({
        name: z.string(),
        life: z.number().int(),
        hand: z.array(z.string()),
        library: z.number().int().openapi({ description: 'Cards left in the library' }),
        graveyard: z.array(z.string()),
        exile: z.array(z.string()),
        lost: z.boolean().optional(),
        manaPool: z.string().optional(),
        emblems: z
          .array(z.object({ id: z.string(), name: z.string().openapi({ description: 'What the trace calls it: its creator and "Emblem" (an emblem has no name, 114.3)' }), abilities: z.array(z.string()) }))
          .optional()
          .openapi({ description: 'The emblems the player owns in the command zone (114, 408)' }),
        speed: z.number().int().optional().openapi({ description: "The player's speed (702.179; absent: none)" }),
        citysBlessing: z.boolean().optional().openapi({ description: "The player has the city's blessing (702.131c)" }),
        command: z.array(z.string()).optional().openapi({ description: 'The face-up cards of a casual variant the player has in the command zone: schemes set in motion (314.2, 904.8) and, for the planar controller, the face-up plane (901.6)' }),
      }),
    ),
    battlefield: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        controller: z.string(),
        owner: z.string(),
        tapped: z.boolean(),
        damage: z.number().int(),
        counters: z.record(z.string(), z.number()),
        types: z.array(z.string()),
        power: z.number().optional(),
        toughness: z.number().optional(),
        token: z.boolean(),
        attachedTo: z.string().optional(),
        derivation: z
          .array(
            z.object({
              layer: z.enum(['1', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d']),
              source: z.string(),
              effect: z.string().openapi({ description: 'What the effect did, in the language asked for' }),
              order: z.enum(['cda', 'timestamp', 'dependency', 'loop']).openapi({ description: 'Why it applied at that point of its layer: a characteristic-defining ability first (613.3), timestamp order (613.7), after the effects it depends on (613.8b), or timestamps inside a dependency loop' }),
              after: z.array(z.string()).optional().openapi({ description: 'The sources of the effects it waited for' }),
              value: z.string().openapi({ description: 'What the layer changes, after the effect (controller, type line, colours, abilities or P/T), in the language asked for', example: '3/4' }),
              valueMessage: z.object({ key: z.string(), args: z.record(z.string(), z.any()).openapi({ additionalProperties: true }) }).optional().openapi({ description: 'The same value as a message key and arguments, where it holds terms another language says differently' }),
              rules: z.array(z.string()),
              message: z.object({ key: z.string(), args: z.record(z.string(), z.any()).openapi({ additionalProperties: true }) }).optional(),
            }),
          )
          .optional()
          .openapi({ description: 'How its characteristics came about: each continuous effect applied to it, layer by layer (613)' }),
      }),
    ),
    phasedOut: z
      .array(z.object({ id: z.string(), name: z.string(), controller: z.string(), owner: z.string() }))
      .optional()
      .openapi({ description: "Phased-out permanents (702.26b): treated as though they don't exist, so not in `battlefield`; absent when none" }),
    stack: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          controller: z.string(),
          kind: z.enum(['spell', 'ability']).optional(),
          targets: z.array(z.string()).optional().openapi({ description: 'What it targets, by name' }),
        }),
      )
      .openapi({ description: 'What is still on the stack, bottom first' }),
    winner: z.string().nullable().optional(),
    draw: z.boolean().optional(),
  })
  .openapi('FinalState');

/** The engine's result (src/engine/types.ts ExplainResult) and the texts of the rules it cites. */
export const ExplainResponseSchema = z
  .object({
    title: z.string().optional(),
    rules: z.string().optional().openapi({ description: "The scenario's own `rules:` (a language or an edition id): the edition cited when the request names none", example: 'it' }),
    ok: z.boolean().openapi({ description: 'False when an action was illegal (see error)' }),
    trace: z.array(TraceEntrySchema),
    state: FinalStateSchema,
    error: z
      .object({
        message: z.string().openapi({ description: 'Why it is illegal, in the language of the edition asked for (English by default)' }),
        messageKey: z.string().openapi({ description: 'The same sentence as a message key…', example: 'illegal.attackTapped' }),
        messageArgs: z.record(z.string(), z.any()).openapi({ description: '…and its arguments', additionalProperties: true }),
        rules: z.array(z.string()),
        action: z.number().int().optional().openapi({ description: 'The illegal action\'s index in the scenario\'s `actions`, counted from 0 as in validation paths (`2` is `actions[2]`, the third action; the trace\'s sentence says "action 3")', example: 2 }),
        path: z.string().optional().openapi({ description: 'The same action as a validation error\'s path', example: 'actions[2]' }),
      })
      .optional()
      .openapi({ description: 'The illegal action, with the rules that forbid it' }),
    defaults: z.array(z.string()).optional().openapi({ description: 'What the engine assumed where the scenario was silent, in the language of the edition asked for' }),
    defaultMessages: z.array(MessageDataSchema).optional().openapi({ description: 'The same sentences as message keys and arguments, in the same order' }),
    setAside: z
      .array(z.object({ card: z.string(), line: z.number(), text: z.string(), why: z.enum(['activated', 'not-in-play']) }))
      .optional()
      .openapi({ description: "Card lines the engine does not read, set aside because they could not matter in this replay: an activated ability nobody activates, or a line of a card never on the battlefield or the stack that does not work from its zone" }),
    citations: z
      .array(
        z.object({
          number: z.string(),
          edition: z.string().nullable(),
          title: z.string().optional(),
          text: z.string().optional(),
          status: z.enum(['same', 'differs', 'absent', 'unknown', 'unverified']),
          pinnedText: z.string().optional(),
          quotedNumber: z.string().optional(),
          reason: z.string().optional(),
          changes: WordChangesSchema.optional(),
        }),
      )
      .optional()
      .openapi({ description: 'Every rule the trace cites, with its text in the requested edition' }),
  })
  .openapi('ExplainResult');

export const HealthSchema = z
  .object({ status: z.literal('ok'), editions: z.number().int(), uptimeSeconds: z.number() })
  .openapi('Health');

export const ReadySchema = z
  .object({
    status: z.enum(['ready', 'warming', 'stopping']),
    editions: z.number().int(),
    uptimeSeconds: z.number(),
    waitingFor: z.array(z.string()).optional().openapi({ description: 'While warming: what it still waits for', example: ['explain workers'] }),
  })
  .openapi('Ready');

/** The error responses a route may give, for the document. 413 is always among them: the
 *  URL length limit applies to every route. */
export function errorResponses(...routeStatuses: number[]) {
  const statuses = [...new Set([...routeStatuses, 413])];
  const descriptions: Record<number, string> = {
    400: 'Malformed input',
    404: 'Unknown rule, edition or term (with suggestions)',
    413: 'Body or query too large',
    415: 'Unsupported content type',
    422: 'Invalid scenario',
    429: 'Too many explanations at once; retry after the Retry-After header\'s seconds',
    501: 'Not implemented',
  };
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: descriptions[s] ?? 'Error', content: { 'application/json': { schema: ErrorSchema } } },
    ]),
  );
}
