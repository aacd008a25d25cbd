/** The bounds of an error report (POST /api/client-errors); the browser trims to them before sending. No imports: the web bundle reads it. */
export const ERROR_MESSAGE_MAX = 1000;
export const ERROR_STACK_MAX = 8000;
export const ERROR_PATH_MAX = 300;
export const ERROR_RELEASE_MAX = 100;
