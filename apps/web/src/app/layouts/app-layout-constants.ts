/** The id of the layout's <main>: the skip link's target, focused on navigation. */
export const MAIN_CONTENT_ID = 'main-content';

/** Side gutters of header, content and footer, so all three line up (theme spacing units). */
export const CONTENT_GUTTERS = { xs: 8, md: 12, lg: 16 };
