import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useSearchWords } from '@/features/content/api/search-words-console';
import { SearchWordsForm } from '@/features/content/components/search-words-form';
import { searchWordsValues } from '@/features/content/search-words-values';

/**
 * `/admin/content/search-words` (issue 27, content): the storefront's hot search words and its
 * search box placeholder, once loaded. After a save the words are fetched again and the form
 * shows them as the server keeps them.
 */
export function SearchWordsPage() {
  const { t } = useTranslation('content');
  const query = useSearchWords();

  const body = () => {
    if (query.isError)
      return (
        <Result
          status="error"
          title={t('load_failed')}
          subTitle={query.error.message}
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      );
    if (!query.data) return <Skeleton active paragraph={{ rows: 8 }} />;
    return <SearchWordsForm key={query.dataUpdatedAt} initial={searchWordsValues(query.data)} />;
  };

  return (
    <>
      <PageHeader title={t('title')} subTitle={t('subtitle')} />
      {body()}
    </>
  );
}
