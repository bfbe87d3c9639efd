import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AutocompleteField } from './autocomplete-field';
import { MultiSelectField, selectionSummary } from './multi-select-field';
import { renderForm } from './fields.test-helpers';
import { required } from './validators';

/** A user clicks an option's text (Blueprint's handler sits on the element inside the option). */
async function pick(user: ReturnType<typeof userEvent.setup>, option: HTMLElement) {
  await user.click(within(option).getByText(option.textContent ?? ''));
}

const POSITIONS = [
  { id: 1, name: 'Driver' },
  { id: 2, name: 'Foreman' },
  { id: 3, name: 'Helper' },
  { id: 4, name: 'Foreman/Driver' },
];

describe('selectionSummary (spec section 9: first item plus +N others)', () => {
  it('reads nothing, one, one plus one other, one plus N others', () => {
    expect(selectionSummary([])).toBe('');
    expect(selectionSummary(['Driver'])).toBe('Driver');
    expect(selectionSummary(['Driver', 'Helper'])).toBe('Driver +1 other');
    expect(selectionSummary(['Driver', 'Foreman', 'Helper'])).toBe('Driver +2 others');
  });
});

describe('MultiSelectField', () => {
  it('shows the first chosen item plus +N others, and the placeholder when nothing is chosen', async () => {
    const { user } = renderForm(
      <MultiSelectField name="positions" label="Positions" items={POSITIONS} placeholder="Pick" />,
      { initialValues: { positions: [3, 1, 2] } },
    );
    // In the order of the items, not of the value.
    const button = screen.getByRole('button', { name: /Positions/ });
    expect(button).toHaveTextContent('Driver +2 others');
    expect(button).toHaveAttribute('title', 'Driver, Foreman, Helper');
    await user.click(button);
    const list = await screen.findByRole('listbox', { name: 'Positions' });
    for (const name of ['Driver', 'Foreman', 'Helper']) {
      expect(within(list).getByRole('option', { name })).toHaveAttribute('aria-selected', 'true');
    }
    await pick(user, within(list).getByRole('option', { name: 'Driver' }));
    await pick(user, within(list).getByRole('option', { name: 'Foreman' }));
    await pick(user, within(list).getByRole('option', { name: 'Helper' }));
    // The list stays open while ticking.
    expect(screen.getByRole('listbox', { name: 'Positions' })).toBeInTheDocument();
    expect(button).toHaveTextContent('Pick');
  });

  it('submits the values in the order of the items, whatever the click order', async () => {
    const { user, onSubmit } = renderForm(
      <MultiSelectField name="positions" label="Positions" items={POSITIONS} />,
    );
    await user.click(screen.getByRole('button', { name: /Positions/ }));
    const list = await screen.findByRole('listbox', { name: 'Positions' });
    await pick(user, within(list).getByRole('option', { name: 'Foreman/Driver' }));
    await pick(user, within(list).getByRole('option', { name: 'Driver' }));
    expect(screen.getByRole('button', { name: /Positions/ })).toHaveTextContent('Driver +1 other');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ positions: [1, 4] });
  });

  it('shows its one validation message on submit, tinted danger', async () => {
    const { user, onSubmit } = renderForm(
      <MultiSelectField
        name="positions"
        label="Positions"
        items={POSITIONS}
        validate={(v: unknown) => (Array.isArray(v) && v.length ? undefined : required(undefined))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const button = screen.getByRole('button', { name: /Positions/ });
    expect(button).toHaveAccessibleDescription('Value is required');
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('filters long lists by the typed text', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Tool ${i + 1}` }));
    const { user } = renderForm(<MultiSelectField name="tools" label="Tools" items={many} />);
    await user.click(screen.getByRole('button', { name: /Tools/ }));
    await user.type(await screen.findByPlaceholderText('Filter...'), '11');
    const list = screen.getByRole('listbox', { name: 'Tools' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tool 11']);
  });
});

type Area = { id: number; name: string; name_with_state_initials: string };
const AREAS: Area[] = [
  { id: 1, name: 'Travis County', name_with_state_initials: 'Travis County, TX' },
  { id: 2, name: 'Williamson County', name_with_state_initials: 'Williamson County, TX' },
  { id: 3, name: 'Hays County', name_with_state_initials: 'Hays County, TX' },
];

/** A caller as the screens are: it holds the query and filters (here in memory). */
function AreaField({ onQuery }: { onQuery?: (q: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <AutocompleteField<Area>
      name="areas"
      label="Serving areas"
      titleField="name_with_state_initials"
      items={AREAS.filter((a) => a.name.toLowerCase().startsWith(query.toLowerCase()))}
      onQueryChange={(q) => {
        onQuery?.(q);
        setQuery(q);
      }}
      debounceMs={10}
    />
  );
}

describe('AutocompleteField', () => {
  it('searches what is typed after the debounce and adds the picked item as a tag titled by name_with_state_initials', async () => {
    const onQuery = vi.fn();
    const { user, onSubmit } = renderForm(<AreaField onQuery={onQuery} />);
    const input = screen.getByRole('combobox', { name: 'Serving areas' });
    await user.type(input, 'wil');
    await waitFor(() => expect(onQuery).toHaveBeenLastCalledWith('wil'));
    const list = await screen.findByRole('listbox', { name: 'Serving areas' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Williamson County, TX']),
    );
    await pick(user, within(list).getByRole('option', { name: 'Williamson County, TX' }));
    expect(screen.getByText('Williamson County, TX', { selector: '.bp6-tag *' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ areas: [AREAS[1]] });
  });

  it('removes a chosen item with its tag button and keeps the others', async () => {
    const { user, onSubmit } = renderForm(<AreaField />, {
      initialValues: { areas: [AREAS[0], AREAS[2]] },
    });
    expect(screen.getByText('Travis County, TX')).toBeVisible();
    const tag = screen.getByText('Hays County, TX').closest('.bp6-tag') as HTMLElement;
    await user.click(within(tag).getByRole('button'));
    // Among the tags: the options list may open meanwhile and name every area.
    expect(
      screen.queryByText('Hays County, TX', { selector: '.bp6-tag *' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ areas: [AREAS[0]] });
  });

  it('says when nothing matches', async () => {
    const { user } = renderForm(<AreaField />);
    await user.type(screen.getByRole('combobox', { name: 'Serving areas' }), 'zzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
  });
});
