import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/**
 * The TypeScript types of the API document as openapi-typescript generates them (what an integrator's
 * client is typed with: `paths`, `components`, `operations`), as the committed text of
 * examples/api-client/src/api.generated.ts.
 */
export async function apiClientTypesText(documentText: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(documentText) as OpenAPI3, { alphabetize: false });
  return `${GENERATED_NOTE}${astToString(ast)}`;
}

const GENERATED_NOTE = `// Generated from docs/openapi.json by \`npm run openapi:write\` (openapi-typescript): do not edit.\n`;
