/** A repository outside modules/: its folder's own. */
export const listOutbox = () => ['message'];
