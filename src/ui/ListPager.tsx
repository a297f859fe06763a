import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '@/lib/page-window';

export interface ListPagerProps {
  /** Rows across all pages. */
  total: number;
  pageSize: number;
  /** The page shown, 1-based. */
  page: number;
  onChange: (page: number) => void;
}

/**
 * Page buttons under a list: spec §9's 5 page buttons around the current page, with first, previous,
 * next and last; hidden while everything fits on one page.
 */
export function ListPager({ total, pageSize, page, onChange }: ListPagerProps) {
  const { t } = useTranslation('common');
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination.Root total={pages} value={page} onChange={onChange}>
        <Group gap={6} component="nav" aria-label={t('pager.label')}>
          <Pagination.First aria-label={t('pager.first')} />
          <Pagination.Previous aria-label={t('pager.previous')} />
          {pageWindow(page, pages).map((number) => (
            <Pagination.Control
              key={number}
              active={number === page}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
            >
              {number}
            </Pagination.Control>
          ))}
          <Pagination.Next aria-label={t('pager.next')} />
          <Pagination.Last aria-label={t('pager.last')} />
        </Group>
      </Pagination.Root>
    </Group>
  );
}
