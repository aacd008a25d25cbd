/** The rules' numbers and the messages people can cause on a stay-in-touch page (docs/stay-in-touch.md). */

/** Choices can change, and the page opens, until this many days after the date's end. */
export const TOUCH_OPEN_DAYS = 30;
/** The longest first name a list shows. */
export const FIRST_NAME_MAX = 30;
/** The most people one save may choose (a date holds fewer attendees). */
export const CHOICES_MAX = 200;

export const TOUCH_MESSAGES = {
  invalid: 'This stay-in-touch link is not valid. Please use the link from your invitation email.',
  closed: 'This stay-in-touch page has closed: choices can be made for 30 days after the event.',
  firstName: 'Please enter your first name (up to 30 characters, no email address).',
  choices: 'Please choose from the people listed on your page.',
} as const;
