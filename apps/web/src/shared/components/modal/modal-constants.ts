/** docs/product.md §2 / §9: a long press on a modal's title icon fires after this many milliseconds. */
export const TITLE_ICON_LONG_PRESS_MS = 5000;
