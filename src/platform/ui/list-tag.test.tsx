import { render, screen } from '@testing-library/react';
import { Tag } from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import { ListTag } from './list-tag';

describe('ListTag', () => {
  it("renders Blueprint's minimal tag markup, with the intent's class", () => {
    render(
      <>
        <Tag minimal intent="primary">
          On #12
        </Tag>
        <ListTag intent="primary">On #12</ListTag>
      </>,
    );
    const [blueprint, ours] = screen.getAllByText('On #12').map((label) => label.parentElement!);
    expect(ours.className.split(' ').sort()).toEqual(blueprint.className.split(' ').sort());
    expect(ours.firstElementChild!.className).toContain('bp6-text-overflow-ellipsis');
  });

  it('has no intent class by default', () => {
    render(<ListTag>Available</ListTag>);
    expect(screen.getByText('Available').parentElement!.className).not.toMatch(/intent/);
  });
});
