/** Admin labels in both admin languages (Japanese is the default). */
export const label = (ja: string, en: string): Record<string, string> => ({ ja, en });
