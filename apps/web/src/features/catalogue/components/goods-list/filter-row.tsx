import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';

type FilterRowProps = { label: string; children: ReactNode; extra?: ReactNode };

/** One line of the filter panel: the grey label cell, then its options. */
export function FilterRow({ label, children, extra }: FilterRowProps) {
  return (
    <div
      role="group"
      aria-label={label}
      style={{ display: 'flex', borderBottom: `1px dashed ${palette.divider}`, minHeight: 42 }}
    >
      <div
        style={{
          width: 110,
          flex: 'none',
          padding: '10px 12px',
          background: palette.fillLight,
          color: palette.textSecondary,
        }}
      >
        {label}
      </div>
      <div
        style={{
          flex: 1,
          minWidth: 0,
          padding: '8px 12px',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '6px 24px',
        }}
      >
        {children}
      </div>
      {extra && <div style={{ flex: 'none', padding: '6px 12px' }}>{extra}</div>}
    </div>
  );
}

export type FilterOption = {
  key: string;
  label: string;
  to: string;
  selected: boolean;
  count?: number;
};

/**
 * Options as links (they can open in a new tab), the chosen one in red; past `visible` options a
 * 更多 / 收起 toggle. The options are shop data (categories, brands, manufacturers).
 */
export function FilterLinksRow({
  label,
  options,
  visible,
}: {
  label: string;
  options: FilterOption[];
  visible: number;
}) {
  const { t } = useTranslation('goods-list');
  const [expanded, setExpanded] = useState(false);
  // The chosen option stays in sight even when it is past the folded part.
  const shown = expanded ? options : options.filter((option, i) => i < visible || option.selected);
  return (
    <FilterRow
      label={label}
      extra={
        options.length > visible && (
          <Button
            size="small"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            icon={expanded ? <UpOutlined /> : <DownOutlined />}
            iconPlacement="end"
          >
            {expanded ? t('filter.less') : t('filter.more')}
          </Button>
        )
      }
    >
      {shown.map((option) => (
        <Link
          key={option.key}
          to={option.to}
          aria-current={option.selected ? 'true' : undefined}
          title={option.label}
          data-shop-data
          style={{
            color: option.selected ? palette.brand : palette.text,
            fontWeight: option.selected ? 600 : undefined,
            maxWidth: 220,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {option.label}
          {option.count !== undefined && (
            <span style={{ color: palette.textMuted, marginLeft: 2 }}>({option.count})</span>
          )}
        </Link>
      ))}
    </FilterRow>
  );
}
