import type { Activity } from '@shop/contracts/promotion';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { activityGoodsPath } from './activity-links';

/**
 * Under a goods card of the zone: the way to the goods' promotion page (去抢购, 去参团, 查看专题价)
 * for the kinds that have one; nothing for the kinds bought from the goods page.
 */
export function ActivityGoodsAction({
  activity,
  goodsId,
}: {
  activity: Activity;
  goodsId: number;
}) {
  const { t } = useTranslation('activity');
  const link = activity.goods_links.find((l) => l.goods_id === goodsId);
  const to = link && activityGoodsPath(activity.kind, link.page_id);
  if (!to) return null;
  return (
    <Link
      to={to}
      style={{
        display: 'block',
        marginTop: 4,
        textAlign: 'center',
        lineHeight: '28px',
        background: palette.brand,
        color: palette.white,
        fontSize: 13,
      }}
    >
      {t(`goodsAction.${activity.kind}`)} <RightOutlined />
    </Link>
  );
}
