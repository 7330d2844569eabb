export const BUILDS_FILE: string;
export function retainChunks(dir: string, files: string[], keep?: number): Promise<string[]>;
