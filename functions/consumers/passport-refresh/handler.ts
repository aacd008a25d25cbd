// PLACEHOLDER: replaced by the feature work for consumer 'passport-refresh'.
export const handler = async (): Promise<void> => {};
