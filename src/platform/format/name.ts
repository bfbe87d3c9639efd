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

/** 'ML' for avatar placeholders. */
export function initials(first?: string | null | NameParts, last?: string | null): string {
  return fullName(first, last)
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}
