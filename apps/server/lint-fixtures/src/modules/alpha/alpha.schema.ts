/** Module alpha's table (a stand-in for a drizzle table): only alpha's files import it. */
export const alphaRows = { name: 'alpha_rows', id: 'id' };
