import { FileSearchOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { palette } from '@/app/theme';

/** 缺货登记: a buyer registers the demand for goods the mall does not have. */
export const OUT_OF_STOCK_PATH = '/member/out_of_stock';

type ListEmptyProps = {
  keyword: string;
  /** Clears the chosen filters; absent when none is chosen. */
  onClearFilters?: () => void;
};

/** No goods: what to try next, and 缺货登记 to ask the shop for the missing item. */
export function ListEmpty({ keyword, onClearFilters }: ListEmptyProps) {
  const { t } = useTranslation('goods-list');
  const navigate = useNavigate();
  return (
    <Result
      icon={<FileSearchOutlined style={{ color: palette.textFaint, fontSize: 72 }} />}
      title={
        onClearFilters
          ? t('empty.filteredTitle')
          : keyword
            ? t('empty.keywordTitle', { keyword })
            : t('empty.title')
      }
      subTitle={
        <ul style={{ display: 'inline-block', textAlign: 'left', margin: 0, paddingLeft: 18 }}>
          {keyword && !onClearFilters && <li>{t('empty.hintSpelling')}</li>}
          {keyword && !onClearFilters && <li>{t('empty.hintShorter')}</li>}
          {onClearFilters && <li>{t('empty.hintFilters')}</li>}
          <li>{t('empty.outOfStockHint')}</li>
        </ul>
      }
      extra={[
        <Button key="oos" type="primary" onClick={() => void navigate(OUT_OF_STOCK_PATH)}>
          {t('empty.outOfStock')}
        </Button>,
        onClearFilters && (
          <Button key="clear" onClick={onClearFilters}>
            {t('empty.clearFilters')}
          </Button>
        ),
      ]}
      style={{ background: palette.white, padding: '40px 32px' }}
    />
  );
}
