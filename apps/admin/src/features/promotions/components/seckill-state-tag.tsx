import type { PromotionState } from '@shop/contracts/promotion';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATE_COLOURS } from '../seckill-state';

/** A seckill's stage as a coloured tag: 草稿, 未开始, 进行中, 已结束, 已关闭 (issue 27). */
export function SeckillStateTag({ state }: { state: PromotionState }) {
  const { t } = useTranslation('promotions');
  return <Tag color={STATE_COLOURS[state]}>{t(`state.${state}`)}</Tag>;
}
