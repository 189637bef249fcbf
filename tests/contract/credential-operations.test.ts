/**
 * The operation table marks `credential` the operations whose success answer has a schema marked
 * `x-credential` (directly, or through a shared response), and no others.
 */
import { describe, expect, it } from 'vitest';
import { collectOperations } from '../../scripts/codegen/emit-ts.ts';

const answer = (schema: { $ref?: string }) => ({ content: { 'application/json': { schema } } });

describe('collectOperations: credential answers', () => {
  it('follows a 2xx answer to a schema marked x-credential; error answers and other schemas do not count', () => {
    const ops = collectOperations({
      paths: {
        '/key': {
          post: { operationId: 'makeKey', responses: { '200': answer({ $ref: '#/components/schemas/Key' }) } },
        },
        '/shared': {
          post: { operationId: 'viaResponse', responses: { '201': { $ref: '#/components/responses/KeyOk' } } },
        },
        '/error': {
          get: { operationId: 'refusal', responses: { '400': answer({ $ref: '#/components/schemas/Key' }) } },
        },
        '/plain': {
          get: { operationId: 'plain', responses: { '200': answer({ $ref: '#/components/schemas/Note' }) } },
        },
      },
      components: {
        schemas: { Key: { 'x-credential': true }, Note: {} },
        responses: { KeyOk: answer({ $ref: '#/components/schemas/Key' }) },
      },
    });
    expect(Object.fromEntries(ops.map((o) => [o.operationId, o.credential === true]))).toEqual({
      makeKey: true,
      viaResponse: true,
      refusal: false,
      plain: false,
    });
  });
});
