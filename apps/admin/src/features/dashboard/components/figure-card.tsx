import { RightOutlined } from '@ant-design/icons';
import { Card, Flex, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fade, palette, radius, space } from '@/app/theme';
import type { DashboardFigure } from '../dashboard-links';

const ICON_BOX = 48;

/**
 * One dashboard card: what it counts, its figure when the dashboard's figures call has answered
 * (`value`), and a link to the filtered list behind it.
 */
export function FigureCard({
  figure,
  icon,
  colour,
  value,
  loading = false,
}: {
  figure: DashboardFigure;
  icon: ReactNode;
  /** A palette colour for the icon. */
  colour: string;
  /** The figure, already formatted (money through `formatYuan`). */
  value?: string | number;
  loading?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Link to={figure.to} aria-label={t(`figures.${figure.key}.title`)}>
      <Card hoverable styles={{ body: { padding: space.lg } }}>
        <Flex gap="middle" align="flex-start">
          <Flex
            align="center"
            justify="center"
            style={{
              flex: `0 0 ${ICON_BOX}px`,
              height: ICON_BOX,
              borderRadius: radius.lg,
              fontSize: 22,
              color: colour,
              background: fade(colour, 0.1),
            }}
          >
            {icon}
          </Flex>
          <Flex vertical gap={space.xs} style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text type="secondary">{t(`figures.${figure.key}.title`)}</Typography.Text>
            {value !== undefined || loading ? (
              <Statistic value={value} loading={loading} />
            ) : (
              <Typography.Text>{t(`figures.${figure.key}.hint`)}</Typography.Text>
            )}
          </Flex>
        </Flex>
        <Flex
          justify="space-between"
          style={{
            marginTop: space.md,
            paddingTop: space.sm + space.xs,
            borderTop: `1px solid ${palette.divider}`,
          }}
        >
          <Typography.Text type="secondary">{t(`figures.${figure.key}.action`)}</Typography.Text>
          <RightOutlined />
        </Flex>
      </Card>
    </Link>
  );
}
