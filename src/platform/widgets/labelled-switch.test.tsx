import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LabelledSwitch } from './labelled-switch';

function Harness(props: { onLabel?: string; offLabel?: string; spy?: (v: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <LabelledSwitch
      checked={on}
      onLabel={props.onLabel}
      offLabel={props.offLabel}
      onChange={(v) => {
        setOn(v);
        props.spy?.(v);
      }}
    />
  );
}

describe('LabelledSwitch', () => {
  it("says 'Inactive' when off and 'Active' when on by default", async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    const toggle = screen.getByRole('switch', { name: 'Inactive' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(spy).toHaveBeenCalledWith(true);
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('takes other labels', async () => {
    const user = userEvent.setup();
    render(<Harness onLabel="Available" offLabel="Away" />);
    await user.click(screen.getByRole('switch', { name: 'Away' }));
    expect(screen.getByRole('switch', { name: 'Available' })).toBeChecked();
  });
});
