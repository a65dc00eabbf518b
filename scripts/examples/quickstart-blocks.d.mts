export function quickstartFiles(markdown: string, page?: string): Record<string, string>;
