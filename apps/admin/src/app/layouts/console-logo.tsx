import { MedicineBoxFilled } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT, palette, space } from '../theme';

/** The console's mark at the top of the sider; only the icon when the sider is folded. */
export function ConsoleLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <Flex
      align="center"
      justify={collapsed ? 'center' : 'flex-start'}
      gap={space.sm + 2}
      style={{
        height: HEADER_HEIGHT,
        padding: collapsed ? 0 : `0 ${space.lg}px`,
        color: palette.white,
        fontSize: 16,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      <MedicineBoxFilled style={{ fontSize: 24, color: palette.primary }} />
      {!collapsed && <span>{t('console')}</span>}
    </Flex>
  );
}
