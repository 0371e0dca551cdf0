/** Module alpha's SQL. */
export const findAlpha = (id: string) => `alpha ${id}`;
