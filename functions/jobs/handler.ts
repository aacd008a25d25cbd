// PLACEHOLDER: replaced by the scheduled-jobs work.
export const handler = async (): Promise<void> => {};
