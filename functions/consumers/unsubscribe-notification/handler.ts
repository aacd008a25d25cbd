// PLACEHOLDER: replaced by the feature work for consumer 'unsubscribe-notification'.
export const handler = async (): Promise<void> => {};
