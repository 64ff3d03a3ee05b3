import { shopDateTime } from '@shop/web-kit/shop-time';
import { useTranslation } from 'react-i18next';
import { ManjianMark, ManjianTiersText } from '@/components/manjian-text';
import { palette } from '@/app/theme';
import { useManjianInfo } from '../../api/get-manjian-info';
import { PanelRow } from './goods-price-panel';

/**
 * The "满减" row under the price panel (same grey band): the shop's running full reduction
 * covering this goods (满300减30，满500减60) and when it ends. Only for buyers who see prices
 * (spec §6).
 */
export function GoodsManjianRow({ goodsId, visible }: { goodsId: number; visible: boolean }) {
  const { t } = useTranslation('goods-detail');
  const info = useManjianInfo(goodsId, visible);
  if (!visible || !info.data) return null;
  return (
    <div style={{ background: palette.fill, padding: '0 12px 10px' }}>
      <PanelRow label={t('manjian.label')}>
        <div data-testid="goods-manjian" style={{ fontSize: 13, color: palette.text }}>
          <ManjianMark />
          <span style={{ color: palette.brand, marginRight: 12 }}>
            <ManjianTiersText tiers={info.data.tiers} />
          </span>
          <span style={{ color: palette.textMuted, fontSize: 12 }}>
            {t('manjian.endsAt', { time: shopDateTime(info.data.end_time) })}
          </span>
        </div>
      </PanelRow>
    </div>
  );
}
