/** How many coming dates the console shows for one event (and checks against a changed capacity). */
export const DATES_SHOWN = 8;
