import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { prewarm } from 'maplibre-gl';
import { LazyServingAreaMap, preloadServingAreaMap, type ServingArea } from './index';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';

// happy-dom has no WebGL, so maplibre is replaced by a recorder; the us-atlas data and the
// name -> FIPS resolution inside the component stay real.
const fake = vi.hoisted(() => {
  type Handler = (event: unknown) => void;
  const maps: FakeMap[] = [];
  // A browser without WebGL: maplibre's constructor throws.
  const webgl = { missing: false };

  class FakeMap {
    options: { container: HTMLElement; bounds?: unknown };
    private handlers = new Map<string, Handler[]>();
    readonly sources = new Map<string, { setData: ReturnType<typeof vi.fn> }>();
    setFilter = vi.fn();
    fitBounds = vi.fn();
    remove = vi.fn();
    touchZoomRotate = { disableRotation: () => {} };
    keyboard = { disableRotation: () => {} };

    zoomIn = vi.fn();
    zoomOut = vi.fn();

    constructor(options: FakeMap['options']) {
      if (webgl.missing) throw new Error('Failed to initialize WebGL');
      this.options = options;
      maps.push(this);
      setTimeout(() => this.fire('load', {}), 0);
    }
    on(type: string, layerOrHandler: string | Handler, handler?: Handler) {
      const key = typeof layerOrHandler === 'string' ? `${type}:${layerOrHandler}` : type;
      const fn = typeof layerOrHandler === 'string' ? handler! : layerOrHandler;
      this.handlers.set(key, [...(this.handlers.get(key) ?? []), fn]);
      return this;
    }
    off() {
      return this;
    }
    listenerCount(key: string) {
      return this.handlers.get(key)?.length ?? 0;
    }
    fire(key: string, event: unknown) {
      for (const handler of this.handlers.get(key) ?? []) handler(event);
    }
    /** maplibre's zoom control: its two buttons in the map's container. */
    addControl() {
      for (const name of ['zoom-in', 'zoom-out']) {
        const button = document.createElement('button');
        button.className = `maplibregl-ctrl-${name}`;
        this.options.container.append(button);
      }
      return this;
    }
    getSource(id: string) {
      if (!this.sources.has(id)) this.sources.set(id, { setData: vi.fn() });
      return this.sources.get(id);
    }
    getCanvas() {
      return document.createElement('canvas');
    }
    getContainer() {
      return this.options.container;
    }
    getZoom() {
      return 8;
    }
    /** The current view: Texas, unless a test sets another. */
    view = { west: -107, south: 25.5, east: -93.5, north: 36.5 };
    getBounds() {
      const { west, south, east, north } = this.view;
      return {
        contains: ([lng, lat]: [number, number]) =>
          lng >= west && lng <= east && lat >= south && lat <= north,
        getWest: () => west,
        getEast: () => east,
        getSouth: () => south,
        getNorth: () => north,
      };
    }
    project([lng, lat]: [number, number]) {
      return { x: lng * 100, y: -lat * 100 };
    }
  }

  class Chainable {
    private element = document.createElement('div');
    private lngLat: [number, number] = [0, 0];
    setLngLat(lngLat: [number, number]) {
      this.lngLat = lngLat;
      return this;
    }
    getLngLat() {
      return this.lngLat;
    }
    setOffset() {
      return this;
    }
    setText() {
      return this;
    }
    addTo() {
      return this;
    }
    remove() {
      return this;
    }
    getElement() {
      return this.element;
    }
  }

  return { maps, webgl, FakeMap, Chainable };
});

vi.mock('maplibre-gl', () => ({
  Map: fake.FakeMap,
  Marker: fake.Chainable,
  Popup: fake.Chainable,
  NavigationControl: class {},
  setWorkerUrl: vi.fn(),
  prewarm: vi.fn(),
}));
vi.mock('maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url', () => ({
  default: '/maplibre-gl-worker.js',
}));

const austin: [number, number] = [-97.7431, 30.2672];
const areas: ServingArea[] = [
  { id: 1, name: 'Travis County, TX' },
  { id: 2, name: 'Williamson County, TX' },
];

// The first render transforms the map chunk and the real county files; on a busy
// machine that outlasts Testing Library's 1 s default.
const SLOW = { timeout: 15_000 };
/** The map's preview, once it has drawn its view (an SVG). */
async function findPreview(name = 'Serving areas map') {
  const region = await screen.findByRole('region', { name }, SLOW);
  await waitFor(() => expect(region.querySelector('svg path')).not.toBeNull(), SLOW);
  return region;
}

/** The interactive map: the preview clicked, maplibre (the fake) created in its place. */
async function findMap() {
  fireEvent.click(await findPreview());
  await waitFor(() => expect(fake.maps.length).toBeGreaterThan(0), SLOW);
  return screen.getByRole('region', { name: 'Serving areas map' });
}

/** The filled (selected) counties of the preview: one path each. */
const filled = (region: HTMLElement) => region.querySelectorAll('path[fill-opacity="0.35"]');

beforeEach(() => {
  fake.maps.length = 0;
  fake.webgl.missing = false;
  // happy-dom has no workers either; the map only prewarms maplibre's where a browser has them
  // (each test's stubs end with it: vite.config.ts).
  vi.stubGlobal('Worker', class {});
});

describe('LazyServingAreaMap', () => {
  it('shows a skeleton and the area names at once, then the map region (its preview)', async () => {
    // A state no other test loads (their counties stay loaded for the page: with Texas's, this
    // test passed only when it ran first, as a shuffled run showed, 2026-12-02).
    const burlington: [number, number] = [-73.2121, 44.4759];
    const vermont = [
      { id: 11, name: 'Chittenden County, VT' },
      { id: 12, name: 'Addison County, VT' },
    ];
    render(<LazyServingAreaMap areas={vermont} focus={burlington} />);

    expect(screen.getByRole('status', { name: 'Loading map' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Selected serving areas' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chittenden County, VT', 'Addison County, VT']);

    expect(await findMap()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading map' })).not.toBeInTheDocument();
  });

  it('starts on its areas: the counties load before the map, whose worker starts with its chunk', async () => {
    // A state no other test loads first (the counties stay loaded for the page, so a later
    // map would start with them even if the wrapper did not wait).
    const chicago = [
      { id: 7, name: 'Cook County, IL' },
      { id: 8, name: 'DuPage County, IL' },
    ];
    render(<LazyServingAreaMap areas={chicago} />);
    await findMap();
    // The first view is already Cook and DuPage counties (not the whole country, then a
    // second view once the counties have come): one drawing of the map instead of two.
    const [[west, south], [east, north]] = fake.maps[0].options.bounds as [number[], number[]];
    expect(west).toBeGreaterThan(-89);
    expect(east).toBeLessThan(-87);
    expect(south).toBeGreaterThan(41);
    expect(north).toBeLessThan(42.5);
    expect(prewarm).toHaveBeenCalledTimes(1);
  });

  it('says what to do next when no area is selected', async () => {
    const { rerender } = render(<LazyServingAreaMap areas={[]} />);
    expect(screen.getByText('No serving areas yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    rerender(<LazyServingAreaMap areas={[]} onToggleArea={() => {}} />);
    expect(
      screen.getByText('No serving areas selected yet. Click a county on the map to add it.'),
    ).toBeInTheDocument();
    await findMap();
  });

  it('a map with no areas, fitted to its focus, outlines the counties there (review 53 L9: blank)', async () => {
    render(<LazyServingAreaMap areas={[]} focus={austin} />);
    const region = await findPreview();
    await waitFor(
      () =>
        expect(
          region.querySelectorAll('path[stroke][fill="transparent"]:not([stroke="none"])').length,
        ).toBeGreaterThan(5),
      SLOW,
    );
  });

  it('fills the named counties and fits the view to them', async () => {
    render(<LazyServingAreaMap areas={areas} focus={austin} height={300} />);
    await findMap();
    const map = fake.maps[0];

    // Names resolved to us-atlas FIPS once the county atlas has loaded.
    const selected = ['in', ['get', 'fips'], ['literal', ['48453', '48491']]];
    await waitFor(
      () => expect(map.setFilter).toHaveBeenCalledWith('selected-fill', selected),
      SLOW,
    );
    expect(map.setFilter).toHaveBeenCalledWith('selected-line', selected);

    await waitFor(() => expect(map.fitBounds).toHaveBeenCalled(), SLOW);
    const [[west, south], [east, north]] = map.fitBounds.mock.lastCall![0] as [number[], number[]];
    expect(west).toBeLessThan(austin[0]);
    expect(east).toBeGreaterThan(austin[0]);
    expect(south).toBeLessThan(austin[1]);
    expect(north).toBeGreaterThan(30.8); // Williamson reaches north of Georgetown
    expect(north).toBeLessThan(31.5);
  });

  it('toggles a clicked county in editable mode', async () => {
    const onToggleArea = vi.fn();
    render(<LazyServingAreaMap areas={areas} onToggleArea={onToggleArea} />);
    await findMap();
    const map = fake.maps[0];
    await waitFor(() => expect(map.setFilter).toHaveBeenCalled(), SLOW);

    expect(map.listenerCount('click:counties-hit')).toBe(1);
    map.fire('click:counties-hit', {
      features: [{ properties: { fips: '48209', name: 'Hays County, TX' } }],
    });
    expect(onToggleArea).toHaveBeenCalledWith('48209', 'Hays County, TX');
  });

  it('toggles the county clicked in a state whose counties are not loaded yet', async () => {
    const onToggleArea = vi.fn();
    render(<LazyServingAreaMap areas={areas} onToggleArea={onToggleArea} />);
    await findMap();
    const map = fake.maps[0];
    await waitFor(() => expect(map.setFilter).toHaveBeenCalled(), SLOW);

    // Only the areas' state and those in view (Texas) are loaded: Florida is not.
    expect(map.listenerCount('click:states-fill')).toBe(1);
    map.fire('click:states-fill', {
      features: [{ properties: { fips: '12' } }],
      lngLat: { lng: -80.4, lat: 25.6 },
    });
    await waitFor(
      () => expect(onToggleArea).toHaveBeenCalledWith('12086', 'Miami-Dade County, FL'),
      SLOW,
    );
    // A state already loaded is left to the county layer's own click.
    map.fire('click:states-fill', {
      features: [{ properties: { fips: '48' } }],
      lngLat: { lng: -97.7431, lat: 30.2672 },
    });
    await pauseInAct(50);
    expect(onToggleArea).toHaveBeenCalledTimes(1);
  });

  it('an editable map keeps its view for areas inside it and brings others into view', async () => {
    const onToggleArea = vi.fn();
    const { rerender } = render(<LazyServingAreaMap areas={areas} onToggleArea={onToggleArea} />);
    await findMap();
    const map = fake.maps[0];
    await waitFor(() => expect(map.fitBounds).toHaveBeenCalledTimes(1), SLOW);

    // Hays County lies inside the (Texas) view: no jump.
    const hays = { id: 3, name: 'Hays County, TX' };
    rerender(<LazyServingAreaMap areas={[...areas, hays]} onToggleArea={onToggleArea} />);
    await waitFor(() =>
      expect(map.setFilter).toHaveBeenCalledWith('selected-fill', [
        'in',
        ['get', 'fips'],
        ['literal', ['48209', '48453', '48491']],
      ]),
    );
    expect(map.fitBounds).toHaveBeenCalledTimes(1);

    // Miami-Dade is outside it: the view moves to show the whole selection.
    const miami = { id: 4, name: 'Miami-Dade County, FL' };
    rerender(<LazyServingAreaMap areas={[...areas, hays, miami]} onToggleArea={onToggleArea} />);
    await waitFor(() => expect(map.fitBounds).toHaveBeenCalledTimes(2));
    const [[west], [east]] = map.fitBounds.mock.lastCall![0] as [number[], number[]];
    expect(west).toBeLessThan(-97.7);
    expect(east).toBeGreaterThan(-80.5);
  });

  it('an editable map showing the whole country zooms to the first area picked, and stays when it is taken out', async () => {
    const onToggleArea = vi.fn();
    const { rerender } = render(<LazyServingAreaMap areas={[]} onToggleArea={onToggleArea} />);
    await findMap();
    const map = fake.maps[0];
    await waitFor(() => expect(map.fitBounds).toHaveBeenCalledTimes(1), SLOW);
    map.view = { west: -124.8, south: 24.4, east: -66.9, north: 49.4 };

    rerender(<LazyServingAreaMap areas={[areas[0]]} onToggleArea={onToggleArea} />);
    await waitFor(() => expect(map.fitBounds).toHaveBeenCalledTimes(2));
    const [[west, south], [east, north]] = map.fitBounds.mock.lastCall![0] as [number[], number[]];
    expect(east - west).toBeLessThan(1); // Travis County alone
    expect(north - south).toBeLessThan(1);

    map.view = { west: -98.5, south: 29.8, east: -97, north: 30.9 };
    rerender(<LazyServingAreaMap areas={[]} onToggleArea={onToggleArea} />);
    await waitFor(() =>
      expect(map.setFilter).toHaveBeenLastCalledWith('selected-line', ['==', ['get', 'fips'], '']),
    );
    expect(map.fitBounds).toHaveBeenCalledTimes(2);
  });

  it('does not listen for county clicks when read-only', async () => {
    render(<LazyServingAreaMap areas={areas} />);
    await findMap();
    const map = fake.maps[0];
    await waitFor(() => expect(map.setFilter).toHaveBeenCalled(), SLOW);
    expect(map.listenerCount('click:counties-hit')).toBe(0);
    expect(map.listenerCount('mousemove:counties-hit')).toBe(0);
    expect(map.listenerCount('click:states-fill')).toBe(0);
  });

  it('draws in its first render when its preview and counties are in already (a page that asked for them ahead)', async () => {
    // A state no earlier test of this file loads: until its counties are in, a skeleton.
    const denver = [{ id: 9, name: 'Denver County, CO' }];
    const first = render(<LazyServingAreaMap areas={denver} />);
    expect(screen.getByRole('status', { name: 'Loading map' })).toBeInTheDocument();
    first.unmount();
    await preloadServingAreaMap(denver);
    render(<LazyServingAreaMap areas={denver} />);
    // No skeleton and no second render: the county is filled at once.
    expect(screen.queryByRole('status', { name: 'Loading map' })).not.toBeInTheDocument();
    expect(filled(screen.getByRole('region', { name: 'Serving areas map' }))).toHaveLength(1);
  });

  it('draws a preview first, without maplibre: the selected counties, their names and the focus', async () => {
    render(<LazyServingAreaMap areas={areas} focus={austin} focusLabel="Austin office" />);
    const region = await findPreview();
    await waitFor(() => expect(filled(region)).toHaveLength(2), SLOW);
    // At this zoom the selected counties are named on the map (the list under it names them
    // for screen readers).
    expect(within(region).getByText('Travis County')).toHaveAttribute('aria-hidden', 'true');
    expect(within(region).getByText('Williamson County')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Austin office' })).toBeInTheDocument();
    // maplibre is not there until the map is used.
    await pauseInAct(50);
    expect(fake.maps).toHaveLength(0);
  });

  it('a click on the preview opens the map in the same view, and the preview goes once it has drawn', async () => {
    render(<LazyServingAreaMap areas={areas} focus={austin} />);
    const preview = await findPreview();
    await waitFor(() => expect(filled(preview)).toHaveLength(2), SLOW);
    fireEvent.click(preview);
    await waitFor(() => expect(fake.maps).toHaveLength(1), SLOW);
    const [[west, south], [east, north]] = fake.maps[0].options.bounds as [number[], number[]];
    expect(west).toBeLessThan(austin[0]);
    expect(east).toBeGreaterThan(austin[0]);
    expect(north).toBeGreaterThan(30.8);
    expect(south).toBeLessThan(austin[1]);
    // Drawn (the fake's load): one region left, the map's, with no preview in it.
    await waitFor(() => expect(filled(document.body)).toHaveLength(0), SLOW);
    expect(screen.getAllByRole('region', { name: 'Serving areas map' })).toHaveLength(1);
    expect(fake.maps[0].zoomIn).not.toHaveBeenCalled();
  });

  it('a pinch on the preview starts the map and not the page’s zoom; one finger does not (QA 134 #5)', async () => {
    render(<LazyServingAreaMap areas={areas} />);
    const preview = await findPreview();
    // The page's pinch-zoom is off on the preview, its one-finger scroll on.
    expect(preview.style.touchAction).toBe('pan-x pan-y');
    const finger = (x: number) => ({ identifier: x, clientX: x, clientY: 40 });
    fireEvent.touchStart(preview, { touches: [finger(10)] });
    fireEvent.touchEnd(preview, { touches: [] });
    await pauseInAct(50);
    expect(fake.maps).toHaveLength(0);
    fireEvent.touchStart(preview, { touches: [finger(10), finger(60)] });
    await waitFor(() => expect(fake.maps).toHaveLength(1), SLOW);
    expect(fake.maps[0].zoomIn).not.toHaveBeenCalled();
  });

  it("the preview's zoom buttons open the map and zoom it once drawn", async () => {
    render(<LazyServingAreaMap areas={areas} />);
    const preview = await findPreview();
    fireEvent.click(within(preview).getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(fake.maps).toHaveLength(1), SLOW);
    await waitFor(() => expect(fake.maps[0].zoomOut).toHaveBeenCalledTimes(1), SLOW);
    expect(fake.maps[0].zoomIn).not.toHaveBeenCalled();
  });

  it("a keyboard user's zoom on the preview lands on the map's own zoom button", async () => {
    render(<LazyServingAreaMap areas={areas} />);
    const preview = await findPreview();
    const zoomIn = within(preview).getByRole('button', { name: 'Zoom in' });
    zoomIn.focus();
    fireEvent.click(zoomIn);
    await waitFor(() => expect(fake.maps[0]?.zoomIn).toHaveBeenCalledTimes(1), SLOW);
    await waitFor(() => expect(document.activeElement).toHaveClass('maplibregl-ctrl-zoom-in'));
  });

  it('an editable preview toggles the county clicked, then opens the map', async () => {
    const onToggleArea = vi.fn();
    render(<LazyServingAreaMap areas={areas} onToggleArea={onToggleArea} />);
    const preview = await findPreview();
    // Every county drawn is a target, named by its tooltip (an SVG title).
    const target = (name: string) =>
      [...preview.querySelectorAll('.map-preview-county')].find(
        (path) => path.querySelector('title')?.textContent === name,
      );
    await waitFor(() => expect(target('Hays County, TX')).toBeDefined(), SLOW);
    fireEvent.click(target('Hays County, TX')!);
    expect(onToggleArea).toHaveBeenCalledWith('48209', 'Hays County, TX');
    await waitFor(() => expect(fake.maps).toHaveLength(1), SLOW);
  });

  it('a read-only preview has no county targets', async () => {
    const onToggleArea = vi.fn();
    render(<LazyServingAreaMap areas={areas} />);
    const preview = await findPreview();
    await waitFor(() => expect(filled(preview)).toHaveLength(2), SLOW);
    expect(preview.querySelector('.map-preview-county, path title')).toBeNull();
    expect(onToggleArea).not.toHaveBeenCalled();
  });

  it('without WebGL the preview stays and says the map cannot be moved here', async () => {
    fake.webgl.missing = true;
    render(<LazyServingAreaMap areas={areas} />);
    const preview = await findPreview();
    fireEvent.click(preview);
    expect(
      await within(preview).findByText('This browser cannot show the interactive map.', {}, SLOW),
    ).toBeInTheDocument();
    expect(filled(preview)).toHaveLength(2);
    expect(screen.getAllByRole('region', { name: 'Serving areas map' })).toHaveLength(1);
  });
});
