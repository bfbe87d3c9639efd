import { sameViewProps } from './view-memo';

describe('sameViewProps', () => {
  const events: unknown[] = [];
  const date = new Date(2027, 2, 10);
  const dayPropGetter = () => ({});
  const props = (more: object = {}) => ({
    events,
    date,
    dayPropGetter,
    localizer: {},
    getters: {},
    accessors: {},
    components: {},
    ...more,
  });

  it('sees through what the library rebuilds on each render', () => {
    expect(sameViewProps(props(), props())).toBe(true);
  });

  it('tells any other change: events, date, a getter passed on, a prop more or less', () => {
    expect(sameViewProps(props(), props({ events: [] }))).toBe(false);
    expect(sameViewProps(props(), props({ date: new Date(+date) }))).toBe(false);
    expect(sameViewProps(props(), props({ dayPropGetter: () => ({}) }))).toBe(false);
    expect(sameViewProps(props(), props({ selectable: true }))).toBe(false);
    const { events: _events, ...fewer } = props();
    expect(sameViewProps(props(), { ...fewer, selectable: events })).toBe(false);
  });
});
