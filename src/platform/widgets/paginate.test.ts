import { paginate } from './paginate';

describe('paginate', () => {
  it('uses the spec defaults: size 5, total 0, page 1, at least one page', () => {
    expect(paginate()).toEqual({
      pages: 1,
      page: 1,
      numbers: [1],
      hasPrevious: false,
      hasNext: false,
    });
    expect(paginate({ total: 0 }).pages).toBe(1);
  });
  it('computes ceil(total / size) pages', () => {
    expect(paginate({ total: 5 }).pages).toBe(1);
    expect(paginate({ total: 6 }).pages).toBe(2);
    expect(paginate({ total: 100, size: 100 }).pages).toBe(1);
    expect(paginate({ total: 101, size: 100 }).pages).toBe(2);
  });
  it('shows 4 page numbers, sliding with the current page and stopping at the ends', () => {
    expect(paginate({ total: 50, page: 1 }).numbers).toEqual([1, 2, 3, 4]);
    expect(paginate({ total: 50, page: 5 }).numbers).toEqual([4, 5, 6, 7]);
    expect(paginate({ total: 50, page: 10 }).numbers).toEqual([7, 8, 9, 10]);
    expect(paginate({ total: 12, page: 2 }).numbers).toEqual([1, 2, 3]);
  });
  it('shows 6 numbers in the wide variant', () => {
    expect(paginate({ total: 50, page: 5, visible: 6 }).numbers).toEqual([3, 4, 5, 6, 7, 8]);
  });
  it('disables previous on the first page and next on the last, clamping out-of-range pages', () => {
    expect(paginate({ total: 20, page: 1 })).toMatchObject({ hasPrevious: false, hasNext: true });
    expect(paginate({ total: 20, page: 4 })).toMatchObject({ hasPrevious: true, hasNext: false });
    expect(paginate({ total: 20, page: 9 })).toMatchObject({ page: 4, hasNext: false });
    expect(paginate({ total: 20, page: 0 })).toMatchObject({ page: 1, hasPrevious: false });
  });
});
