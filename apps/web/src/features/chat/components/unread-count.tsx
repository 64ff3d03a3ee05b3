import type { CSSProperties } from 'react';
import { palette, radius } from '@/app/theme';

const style: CSSProperties = {
  flex: 'none',
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: radius.pill,
  background: palette.error,
  color: palette.white,
  fontSize: 12,
  lineHeight: '18px',
  textAlign: 'center',
};

/** The red unread count of a session (99+ above 99); nothing when all is read. */
export function UnreadCount({
  count,
  testId,
  label,
}: {
  count: number;
  testId: string;
  label?: string;
}) {
  if (count <= 0) return null;
  return (
    <span data-testid={testId} aria-label={label} style={style}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
