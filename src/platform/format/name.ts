export type NameParts = {
  first_name?: string | null;
  last_name?: string | null;
};

/** 'Maria Lopez' from separate parts or an API person; missing parts are skipped. */
export function fullName(first?: string | null | NameParts, last?: string | null): string {
  const parts =
    first !== null && typeof first === 'object'
      ? [first.first_name, first.last_name]
      : [first, last];
  return parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** A marketplace helper's name, or 'Helper 12' (her account's id) when her profile has none. */
export function helperName(helper: NameParts, id: number): string {
  return fullName(helper) || `Helper ${id}`;
}

/**
 * 'ML' for avatar placeholders: the first letter (or digit) of the first two words that have
 * one. Whole characters, never half of one (review 54: "🚚 West" gave a lone surrogate, "�").
 */
export function initials(first?: string | null | NameParts, last?: string | null): string {
  return fullName(first, last)
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => Boolean(letter))
    .slice(0, 2)
    .map((letter) => letter.toUpperCase())
    .join('');
}
