// PLACEHOLDER: replaced by the feature work for consumer 'email'.
export const handler = async (): Promise<void> => {};
