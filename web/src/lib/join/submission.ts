/** What the signup form needs to send itself, as one module it can load when it is about to be used. */
export { emailProblem, normaliseEmail } from './email';
export { signupMetadata } from './metadata';
export { submitSignup, GENERIC_ERROR } from './signup-api';
