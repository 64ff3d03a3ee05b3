import { currentLang, LANGS, type Lang } from '@shop/web-kit/i18n';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLang } from '@/lib/i18n';

/** The workbench's language choice (the storefront's top bar is not shown here); kept per browser. */
export function WorkbenchLang() {
  const { t } = useTranslation(['workbench', 'common']);
  return (
    <Segmented<Lang>
      size="small"
      aria-label={t('workbench:language')}
      data-testid="workbench-lang"
      value={currentLang()}
      options={LANGS.map((lang) => ({ value: lang, label: t(`common:lang.${lang}`) }))}
      onChange={(lang) => void changeLang(lang)}
    />
  );
}
