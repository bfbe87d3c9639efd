import { Button } from '@blueprintjs/core';
import { paginate, PAGINATION_DEFAULTS } from './paginate';
import './widgets.css';

export type PaginationProps = {
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  size?: number;
  /** 4 by default; the wide variant shows 6 (PAGINATION_VISIBLE_WIDE). */
  visible?: number;
  /** Names the navigation landmark, e.g. 'Order pages' when a screen has two lists. */
  label?: string;
  className?: string;
};

export function Pagination({
  total,
  page,
  onPageChange,
  size = PAGINATION_DEFAULTS.size,
  visible = PAGINATION_DEFAULTS.visible,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const model = paginate({ total, size, page, visible });
  const go = (target: number) => {
    if (target !== model.page) onPageChange(target);
  };
  return (
    <nav aria-label={label} className={['app-pagination', className].filter(Boolean).join(' ')}>
      <Button
        variant="minimal"
        text="Previous"
        disabled={!model.hasPrevious}
        onClick={() => go(model.page - 1)}
      />
      <ul className="app-pagination-pages">
        {model.numbers.map((n) => (
          <li key={n}>
            <Button
              variant={n === model.page ? 'solid' : 'minimal'}
              intent={n === model.page ? 'primary' : 'none'}
              aria-current={n === model.page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              text={String(n)}
              onClick={() => go(n)}
            />
          </li>
        ))}
      </ul>
      <Button
        variant="minimal"
        text="Next"
        disabled={!model.hasNext}
        onClick={() => go(model.page + 1)}
      />
    </nav>
  );
}
