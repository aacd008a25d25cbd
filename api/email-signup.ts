/** POST /api/email-signup: a plain JSON body (filled in as the handler moves to serveBody()). */
export const emailSignupContract = undefined;
