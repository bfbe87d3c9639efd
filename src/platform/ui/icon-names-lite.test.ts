import { IconNames as BlueprintIconNames } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { IconNames, IconNamesSet } from './icon-names-lite';

describe('the light stand-in for Blueprint icon names (production build only)', () => {
  it('accepts every Blueprint icon name, and only well-formed names', () => {
    for (const name of Object.values(BlueprintIconNames)) expect(IconNamesSet.has(name)).toBe(true);
    expect(IconNamesSet.has('<svg onload=alert(1)>')).toBe(false);
    expect(IconNamesSet.has('Arrow Left')).toBe(false);
    expect(IconNamesSet.has(undefined)).toBe(false);
  });

  it('gives the name Blueprint gives for each member, PascalCase or legacy', () => {
    const wrong = Object.entries(BlueprintIconNames).filter(
      ([key, name]) => IconNames[key] !== name,
    );
    expect(wrong).toEqual([]);
    expect(IconNames.ArrowLeft).toBe('arrow-left');
    expect(IconNames.ARROW_LEFT).toBe('arrow-left');
  });
});
