import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';

// Each test imports the frame afresh: the calendar's module is not loaded yet.
async function freshFrame() {
  vi.resetModules();
  const { CalendarFrame, preloadEventCalendar } = await import('./calendar-frame');
  const frame = () => (
    <CalendarFrame
      items={[]}
      view="month"
      date={new Date(2027, 2, 2)}
      onNavigate={() => {}}
      onSelectItem={() => {}}
    />
  );
  return { frame, preloadEventCalendar };
}

const skeleton = () => screen.queryByRole('status', { name: 'Loading the calendar' });

describe('the calendar frame', () => {
  it('shows a skeleton of its size while react-big-calendar loads, then the calendar', async () => {
    const { frame } = await freshFrame();
    render(frame());
    expect(skeleton()).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Today' })).toBeInTheDocument();
    expect(skeleton()).toBeNull();
  });

  it('renders the calendar at once, without the skeleton, when it was preloaded', async () => {
    const { frame, preloadEventCalendar } = await freshFrame();
    await act(() => preloadEventCalendar());
    render(frame());
    // In the first render: a lazy that suspends would show the skeleton here.
    expect(screen.getByRole('button', { name: 'Today' })).toBeInTheDocument();
    expect(skeleton()).toBeNull();
  });

  it("is preloaded by the company calendar's data prefetch (a reload asks for both at once)", async () => {
    const { frame } = await freshFrame();
    const { prefetchCompanyCalendar } = await import('../pages/company-calendar-page');
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    prefetchCompanyCalendar({ queryClient, branchId: 1, params: {}, search: 'view=month' });
    expect(prefetch).toHaveBeenCalledTimes(1);
    await act(() => vi.dynamicImportSettled());
    render(frame());
    expect(screen.getByRole('button', { name: 'Today' })).toBeInTheDocument();
    expect(skeleton()).toBeNull();
  });
});
