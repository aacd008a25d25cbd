/** POST /api/contact-form: a plain JSON body (filled in as the handler moves to serveBody()). */
export const contactContract = undefined;
