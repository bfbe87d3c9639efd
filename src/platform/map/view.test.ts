import fc from 'fast-check';
import type { Bounds } from './areas';
import { PAINT, stateLineWidth } from './map-style';
import { fitView, geometryPath, labelOffset, mercator, toScreen, viewBounds } from './view';

// A box somewhere in the continental US, from a county to several states wide.
const box = fc
  .record({
    west: fc.double({ min: -124, max: -70, noNaN: true }),
    south: fc.double({ min: 25, max: 48, noNaN: true }),
    width: fc.double({ min: 0.05, max: 20, noNaN: true }),
    height: fc.double({ min: 0.05, max: 10, noNaN: true }),
  })
  .map(({ west, south, width, height }): Bounds => [
    [west, south],
    [west + width, Math.min(south + height, 49.5)],
  ]);
const size = fc.record({
  width: fc.integer({ min: 200, max: 1400 }),
  height: fc.integer({ min: 150, max: 800 }),
});
const fitOptions = (width: number, height: number, maxZoom = 9) => ({
  padding: Math.round(Math.min(40, width / 8, height / 8)),
  maxZoom,
  minZoom: 2,
});

describe('the map view (maplibre fitBounds without maplibre)', () => {
  it('projects with Web Mercator on a 512 px world', () => {
    expect(mercator([0, 0])).toEqual([256, 256]);
    expect(mercator([-180, 0])[0]).toBe(0);
    expect(mercator([180, 0])[0]).toBe(512);
    // North is up: a point further north has a smaller y.
    expect(mercator([-97, 31])[1]).toBeLessThan(mercator([-97, 30])[1]);
  });

  it('puts the whole box inside the padded view, touching it on one side unless the zoom is capped', () => {
    fc.assert(
      fc.property(box, size, (bounds, { width, height }) => {
        const options = fitOptions(width, height, 30);
        const view = fitView(bounds, width, height, options);
        const [x0, y0] = toScreen(view, [bounds[0][0], bounds[1][1]]);
        const [x1, y1] = toScreen(view, [bounds[1][0], bounds[0][1]]);
        const pad = options.padding - 1e-6;
        expect(x0).toBeGreaterThanOrEqual(pad);
        expect(y0).toBeGreaterThanOrEqual(pad);
        expect(x1).toBeLessThanOrEqual(width - pad);
        expect(y1).toBeLessThanOrEqual(height - pad);
        // Centred, and as large as fits: one side meets the padding.
        expect((x0 + x1) / 2).toBeCloseTo(width / 2, 6);
        expect((y0 + y1) / 2).toBeCloseTo(height / 2, 6);
        const slack = Math.min(x0 - options.padding, y0 - options.padding);
        expect(Math.abs(slack)).toBeLessThan(1e-6);
      }),
    );
  });

  it('never zooms past maxZoom: a small county stays in a metro-area view', () => {
    fc.assert(
      fc.property(box, size, (bounds, { width, height }) => {
        const view = fitView(bounds, width, height, fitOptions(width, height));
        expect(view.zoom).toBeLessThanOrEqual(9);
        expect(view.zoom).toBeGreaterThanOrEqual(2);
      }),
    );
    const tiny: Bounds = [
      [-97.75, 30.26],
      [-97.74, 30.27],
    ];
    expect(fitView(tiny, 640, 360, fitOptions(640, 360)).zoom).toBe(9);
  });

  it("its bounds are its corners: what toScreen puts at the view's edges", () => {
    fc.assert(
      fc.property(box, size, (bounds, { width, height }) => {
        const view = fitView(bounds, width, height, fitOptions(width, height));
        const [[west, south], [east, north]] = viewBounds(view);
        const [left, bottom] = toScreen(view, [west, south]);
        const [right, top] = toScreen(view, [east, north]);
        expect(left).toBeCloseTo(0, 4);
        expect(bottom).toBeCloseTo(height, 4);
        expect(right).toBeCloseTo(width, 4);
        expect(top).toBeCloseTo(0, 4);
      }),
    );
  });

  it('draws each ring of a polygon as a closed path', () => {
    const view = fitView(
      [
        [-98, 30],
        [-97, 31],
      ],
      400,
      400,
      { padding: 0, maxZoom: 20, minZoom: 2 },
    );
    const square = [
      [-98, 30],
      [-97, 30],
      [-97, 31],
      [-98, 31],
      [-98, 30],
    ];
    const path = geometryPath(view, { type: 'Polygon', coordinates: [square] });
    expect(path.match(/[ML]/g)).toHaveLength(5);
    const [x, y] = toScreen(view, [-98, 30]).map((v) => Math.round(v * 10) / 10);
    expect(path.startsWith(`M${x} ${y}L`)).toBe(true);
    expect(path.endsWith('Z')).toBe(true);
    const two = geometryPath(view, { type: 'MultiPolygon', coordinates: [[square], [square]] });
    expect(two.match(/Z/g)).toHaveLength(2);
  });

  it('moves a label under the focus pin only when it would sit under it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -200, max: 200, noNaN: true }),
        fc.double({ min: -200, max: 200, noNaN: true }),
        (dx, dy) => {
          const focus = { x: 300, y: 200 };
          const label = { x: focus.x + dx, y: focus.y + dy };
          const [ox, oy] = labelOffset(label, focus, 36);
          if (Math.hypot(dx, dy) >= 36) expect([ox, oy]).toEqual([0, 0]);
          else expect([label.x + ox, label.y + oy]).toEqual([focus.x, focus.y + 14]);
        },
      ),
    );
    expect(labelOffset({ x: 1, y: 1 }, undefined, 36)).toEqual([0, 0]);
  });
});

describe("the state lines' width (the preview's, as maplibre interpolates it)", () => {
  it('goes from its first width to its last between the two zooms, and stays there outside', () => {
    const { fromZoom, from, toZoom, to } = PAINT.stateLine;
    expect(stateLineWidth(fromZoom)).toBeCloseTo(from);
    expect(stateLineWidth(toZoom)).toBeCloseTo(to);
    expect(stateLineWidth((fromZoom + toZoom) / 2)).toBeCloseTo((from + to) / 2);
    expect(stateLineWidth(fromZoom - 2)).toBeCloseTo(from);
    expect(stateLineWidth(toZoom + 3)).toBeCloseTo(to);
  });
});
