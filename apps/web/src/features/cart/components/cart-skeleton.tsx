import { Skeleton } from 'antd';
import { palette } from '@/app/theme';

/** The cart page while its lines load. */
export function CartSkeleton() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {[0, 1, 2].map((key) => (
        <div key={key} style={{ display: 'flex', gap: 16, padding: 16, background: palette.white }}>
          <Skeleton.Image active style={{ width: 80, height: 80 }} />
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      ))}
    </div>
  );
}
