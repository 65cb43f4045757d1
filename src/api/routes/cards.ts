// GET /v1/cards/{name}: a card of the pool with the engine's reading of each line and the
// rules it points at; GET /v1/cards?q=: names for autocomplete. The engine part is loaded
// on the first card asked for, like the explainer.
import { createRoute, z } from '@hono/zod-openapi';
import { cardStore } from '../../cards/store.ts';
import type { EditionSelector, RulesLibrary } from '../../library/types.ts';
import { EditionQuery, errorResponses, textQuery } from '../schemas.ts';
import { newRouter, type ApiDeps } from '../router.ts';

const CardFaceSchema = z
  .object({
    name: z.string(),
    manaCost: z.string().nullable(),
    typeLine: z.string(),
    power: z.string().nullable(),
    toughness: z.string().nullable(),
    loyalty: z.string().nullable(),
    defense: z.string().nullable(),
    oracleText: z.string().nullable(),
    keywords: z.array(z.string()),
    layout: z.string(),
    faceOf: z.string().nullable(),
  })
  .openapi('CardFace');

export const CardReportSchema = z
  .object({
    name: z.string().openapi({ example: 'Kalitas, Traitor of Ghet' }),
    faces: z.array(CardFaceSchema),
    layout: z.string().openapi({ description: 'How the card holds its faces: normal, split, split (fuse), split (aftermath), split (Room), flip, adventure, omen, modal double-faced, transforming double-faced, meld, prototype, preparation' }),
    understood: z.boolean().openapi({ description: "Every line of each face understood and the faces played as the rules allow: the engine can play the card as printed" }),
    problem: z.string().optional().openapi({ description: 'Why the engine cannot play the card whatever its lines say: no rules text in the card pool, or a layout it does not model' }),
    lines: z.array(
      z.object({
        face: z.string(),
        line: z.number().int(),
        text: z.string(),
        understood: z.boolean(),
        reason: z.string().optional().openapi({ description: 'For a line not understood: which kind of ability, and what is unknown' }),
      }),
    ),
    rules: z.array(
      z.object({
        number: z.string().openapi({ description: 'The rule number in the English edition the engine cites (en-2026-08-07); in a translation, see quotedNumber' }),
        title: z.string().openapi({ description: 'In the edition asked for; the English title when that edition has no counterpart' }),
        why: z.string(),
        edition: z.string().optional().openapi({ description: 'In a translation: the edition the title is quoted from' }),
        quotedNumber: z.string().optional().openapi({ description: "In a translation: the rule's own number there (found by identity, not number), when it is not `number`" }),
        absent: z.object({ reason: z.string() }).optional().openapi({ description: 'In a translation with no counterpart of the rule: why; the English title is kept' }),
      }),
    ),
    source: z.string().openapi({ description: 'Where the card data came from' }),
  })
  .openapi('CardReport');

const CardSummarySchema = z.object({ name: z.string(), typeLine: z.string(), manaCost: z.string().nullable() }).openapi('CardSummary');

const cardRoute = createRoute({
  method: 'get',
  path: '/v1/cards/{name}',
  operationId: 'getCard',
  tags: ['cards'],
  summary: 'A card by name (case, accents and punctuation folded; a face name finds its card)',
  request: {
    params: z.object({
      name: z
        .string()
        .min(1)
        .max(200)
        .openapi({ param: { name: 'name', in: 'path' }, example: 'Kalitas, Traitor of Ghet', description: 'A card name, or the name of one face of a multi-faced card' }),
    }),
    query: EditionQuery,
  },
  responses: {
    200: { description: 'The card, its lines as the engine reads them, and the rules it points at', content: { 'application/json': { schema: CardReportSchema } } },
    ...errorResponses(400, 404),
  },
});

const completeRoute = createRoute({
  method: 'get',
  path: '/v1/cards',
  operationId: 'listCards',
  tags: ['cards'],
  summary: 'Card names for autocomplete: names holding q as a whole word first ("bolt": Bolt Bend, Lightning Bolt), then names with a word starting with q (Boltwave)',
  // The query string as the other searches take it (its length capped with every URL's).
  request: { query: textQuery('kalit').omit({ edition: true, lang: true }) },
  responses: {
    200: { description: 'Matching cards, best first', content: { 'application/json': { schema: z.object({ query: z.string(), results: z.array(CardSummarySchema) }) } } },
    ...errorResponses(400),
  },
});

/** The card report in an edition's terms (a translation's rules by identity); shared with the MCP `card` tool. */
export async function cardAnswer(name: string, library: RulesLibrary, sel: EditionSelector) {
  const { describeCardIn } = await import('../../engine/cards/report.ts');
  return describeCardIn(name, library, sel);
}

export function cardsRoutes({ library }: ApiDeps) {
  return newRouter()
    .openapi(cardRoute, async (c) => c.json(await cardAnswer(c.req.valid('param').name, library, c.req.valid('query')), 200))
    .openapi(completeRoute, (c) => {
      const { q, limit } = c.req.valid('query');
      return c.json({ query: q, results: cardStore().complete(q, limit) }, 200);
    });
}
