// PLACEHOLDER: replaced by the feature work for consumer 'waitlist-promotion'.
export const handler = async (): Promise<void> => {};
