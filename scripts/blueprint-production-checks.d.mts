// Types for blueprint-production-checks.mjs (plain JS so Node runs it without a build step).
import type { Plugin } from 'vite';

export function decideNodeEnvChecks(code: string): string;
export function blueprintProductionChecks(): Plugin;
export function thrownTexts(codes: string[]): Set<string>;
export function trimWarningTexts(code: string, thrown: Set<string>): string;
