/** The JSON data block of a page rendered on the server: its language and its queries' data (docs/decisions/033). */
export const PAGE_DATA_ID = 'inkwell-page';
