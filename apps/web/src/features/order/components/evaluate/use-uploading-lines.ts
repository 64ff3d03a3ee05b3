import { useCallback, useState } from 'react';

/** Which lines still have a picture uploading: the form waits until none has. */
export function useUploadingLines() {
  const [lines, setLines] = useState<ReadonlySet<number>>(new Set());
  const mark = useCallback((orderGoodsId: number, uploading: boolean) => {
    setLines((current) => {
      if (current.has(orderGoodsId) === uploading) return current;
      const next = new Set(current);
      if (uploading) next.add(orderGoodsId);
      else next.delete(orderGoodsId);
      return next;
    });
  }, []);
  return { uploading: lines.size > 0, mark };
}
