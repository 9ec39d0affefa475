export function ensureDatabase(url: string): Promise<void>;
export function recreateDatabase(url: string): Promise<void>;
export function redisAnswers(url: string): Promise<boolean>;
export function portInUse(port: number): Promise<boolean>;
