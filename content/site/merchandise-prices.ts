/**
 * The merchandise collection, in its order, with each item's price in yen (tax included). The
 * English and Japanese pages (content/site/pages.ts, content/site/ja/pages.ts) read it.
 */
export const MERCHANDISE_PRICES_YEN = { tote: 2800, mug: 3300, pin: 900, tee: 4400, notebook: 1800, 'question-deck': 2200 } as const;
export type MerchandiseId = keyof typeof MERCHANDISE_PRICES_YEN;
export const MERCHANDISE_IDS = Object.keys(MERCHANDISE_PRICES_YEN) as MerchandiseId[];
