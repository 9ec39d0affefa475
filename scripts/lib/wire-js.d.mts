import type { Browser } from '@playwright/test';

export const GOAL_KIB: number;
export const CEILING_KIB: number;

export interface WireJs {
  url: string;
  totalBytes: number;
  files: { url: string; bytes: number }[];
}

export function wireJs(browser: Browser, url: string, storage?: Record<string, string>): Promise<WireJs>;
