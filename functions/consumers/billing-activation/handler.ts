// PLACEHOLDER: replaced by the feature work for consumer 'billing-activation'.
export const handler = async (): Promise<void> => {};
