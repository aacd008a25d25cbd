/** The member's own passport: its section id on /member-passport, and the address that opens the page on it. */
export const MY_PASSPORT_ID = 'my-passport';
export const MY_PASSPORT_HREF = `/member-passport#${MY_PASSPORT_ID}`;
