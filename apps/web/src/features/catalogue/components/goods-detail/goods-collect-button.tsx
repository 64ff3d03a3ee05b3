import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useIsGoodsCollected } from '../../api/check-goods-collect';
import { useToggleGoodsCollect } from '../../api/toggle-goods-collect';

type GoodsCollectButtonProps = {
  goodsId: number;
  skuId: number;
  isMember: boolean;
  /** Where a visitor goes instead (the login page with a redirect back). */
  onLogin: () => void;
};

/** 收藏 / 已收藏 with a heart; a visitor is sent to log in first. */
export function GoodsCollectButton({ goodsId, skuId, isMember, onLogin }: GoodsCollectButtonProps) {
  const { t } = useTranslation('goods-detail');
  const collected = useIsGoodsCollected(goodsId).data === true;
  const toggle = useToggleGoodsCollect();
  return (
    <Button
      type="text"
      size="small"
      aria-pressed={collected}
      loading={toggle.isPending}
      icon={collected ? <HeartFilled style={{ color: palette.brand }} /> : <HeartOutlined />}
      onClick={() =>
        isMember ? toggle.mutate({ goods_id: goodsId, sku_id: skuId, collected }) : onLogin()
      }
      style={{ color: palette.textSecondary, fontSize: 12 }}
    >
      {collected ? t('collect.added') : t('collect.add')}
    </Button>
  );
}
