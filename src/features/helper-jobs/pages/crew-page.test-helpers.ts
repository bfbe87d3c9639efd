import { screen, within } from '@testing-library/react';
import { loginAs, renderApp } from '@/app/test-utils';

/**
 * The owner's crew page of an order (what the company reads of the day: on my way, time
 * clock), and a person's row in its Current crew by name.
 */
export async function ownerCrewPage(orderId: number) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  renderApp(`/company/job/team-edit/${orderId}`);
  const crew = await screen.findByRole('region', { name: 'Current crew' });
  return (name: string) =>
    within(crew)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByText(name) !== null)!;
}
