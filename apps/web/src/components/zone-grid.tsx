import { Pagination } from 'antd';
import type { ReactNode } from 'react';
import { palette } from '@/app/theme';

/** A zone page's cards (团购专区, 近效期专区): their count above a grid of five a row. */
export function ZoneGrid({ count, children }: { count: string; children: ReactNode }) {
  return (
    <>
      <div
        style={{ margin: '16px 0 8px', color: palette.textMuted, fontSize: 12, textAlign: 'right' }}
      >
        {count}
      </div>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(5, 230px)',
          gap: 15,
          justifyContent: 'space-between',
        }}
      >
        {children}
      </div>
    </>
  );
}

/** The pages of a zone (`?page=`), shown only when it holds more than one page. */
export function ZonePager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number | undefined;
  onChange: (page: number) => void;
}) {
  if (total === undefined || total <= pageSize) return null;
  return (
    <Pagination
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      onChange={onChange}
      style={{ marginTop: 20, justifyContent: 'center' }}
    />
  );
}
