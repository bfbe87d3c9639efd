// Types for light-theme-only.mjs (plain JS so Node runs it without a build step).
import type { Plugin } from 'postcss';

export function lightThemeOnly(): Plugin;
