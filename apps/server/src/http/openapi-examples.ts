import type { Fixture } from '@kiosk/contract/fixtures';
import type { MediaType, Operation, Response } from './openapi-errors';
import type { OperationExamples } from './operation-examples';

const JSON_TYPE = 'application/json';

const examplesOf = (fixture: Fixture): MediaType['examples'] => ({
  [fixture.name]: { summary: fixture.summary, value: fixture.value },
});

const withMediaExamples = <T extends { content?: Record<string, MediaType> }>(
  part: T,
  fixture: Fixture | undefined,
): T => {
  const media = part.content?.[JSON_TYPE];
  if (!fixture || !media) return part;
  return { ...part, content: { ...part.content, [JSON_TYPE]: { ...media, examples: examplesOf(fixture) } } };
};

/**
 * The operation with its examples (the contract's fixtures, http/operation-examples.ts) on its JSON
 * request body and its JSON success answer, as OpenAPI `examples` a client generator or a viewer shows.
 */
export function withExamples(operation: Operation, examples: OperationExamples | undefined): Operation {
  if (!examples) return operation;
  const responses = Object.fromEntries(
    Object.entries(operation.responses ?? {}).map(([status, response]): [string, Response] => [
      status,
      status.startsWith('2') ? withMediaExamples(response, examples.response) : response,
    ]),
  );
  return {
    ...operation,
    ...(operation.requestBody
      ? { requestBody: withMediaExamples(operation.requestBody, examples.request) }
      : {}),
    responses,
  };
}
