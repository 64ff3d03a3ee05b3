import { GlobalOutlined } from '@ant-design/icons';
import { currentLang, LANGS, type Lang } from '@shop/web-kit/i18n';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLang } from '@/lib/i18n';

/** The language menu: 简体中文 or English, kept in this browser. */
export function LangSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en-US' ? 'en-US' : currentLang();
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGS.map((key) => ({ key, label: t(`lang.${key}`) })),
        onClick: ({ key }) => void changeLang(key as Lang),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        className={className}
        aria-label={t('lang.label')}
      >
        {t(`lang.${lang}`)}
      </Button>
    </Dropdown>
  );
}
