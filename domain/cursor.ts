/** What a list answers (400) for a page cursor it did not make (functions/lib/cursor.ts checks them). */
export const BAD_CURSOR = 'This page link is not valid (it may be from another list): load the list again from the start.';
