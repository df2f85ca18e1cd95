import type { Rule } from 'eslint';

/** An import resolver as import-x takes it (interface v3). */
export type ImportResolver = {
  resolve(source: string, file: string): { found: boolean; path?: string | null } | undefined;
};

export function noTypeImportCycle(resolver: ImportResolver): Rule.RuleModule;
