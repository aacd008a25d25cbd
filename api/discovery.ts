/** POST /api/submit-discovery: a plain JSON body (filled in as the handler moves to serveBody()). */
export const discoveryContract = undefined;
