/** The open modal dialog on top (the last one in the document), or null. */
export const topDialog = (root: ParentNode = document): HTMLElement | null => {
  const dialogs = root.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  return dialogs.item(dialogs.length - 1);
};

/** Where keypad focus moves: the dialog on top, or else the whole screen (header, content, footer). */
export const focusScope = (root: Document = document): HTMLElement => topDialog(root) ?? root.body;
