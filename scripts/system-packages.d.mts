// Types of scripts/system-packages.mjs for the TypeScript test that imports it.
export interface SystemPackage {
  name: string;
  file: string;
  env?: string;
  why: string;
}
export const SYSTEM_PACKAGES: SystemPackage[];

export type Plan =
  | { action: 'none' }
  | { action: 'install'; sudo: boolean; packages: string[]; command: string }
  | { action: 'stop'; command: string };
export function plan(situation: {
  missing: string[];
  isRoot: boolean;
  canSudo: boolean;
  hasAptGet: boolean;
}): Plan;

export function missingPackages(
  exists?: (file: string) => boolean,
  env?: Record<string, string | undefined>,
): string[];
