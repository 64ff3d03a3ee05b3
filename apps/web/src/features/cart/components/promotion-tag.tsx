import type { CartLine } from '@shop/contracts/cart';
import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';
import { promotionTag } from '../lib/line-promotion';

/** The promotion label of a line (秒杀, 特价, 阶梯, 组合套餐, 换购), one colour per kind. */
export function PromotionTag({
  line,
}: {
  line: Pick<CartLine, 'promotion_type' | 'promotion_label'>;
}) {
  const { t } = useTranslation();
  const tag = promotionTag(line, t);
  if (!tag) return null;
  return <TagBox colour={tag.colour}>{tag.text}</TagBox>;
}

export function TagBox({ colour, children }: { colour: string; children: React.ReactNode }) {
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '0 4px',
        marginRight: 6,
        fontSize: 12,
        lineHeight: '18px',
        color: palette.white,
        background: colour,
        borderRadius: radius.sm,
        verticalAlign: 'middle',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </span>
  );
}
