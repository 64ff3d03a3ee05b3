import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useHelpClasses } from '@/features/cms/api/get-help-classes';
import { HelpClassArticles } from '@/features/cms/components/help-class-articles';
import { HelpLayout } from '@/features/cms/components/help-layout';
import { parseSlugId } from '@/features/cms/lib/help-paths';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /cms/help/listother-{classId}: one class's articles, paginated (?page=). */
export function HelpClassPage() {
  const { t } = useTranslation();
  const { listSlug } = useParams();
  const [search, setSearch] = useSearchParams();
  const classId = parseSlugId(listSlug, 'listother');
  const { data: classes, isPending } = useHelpClasses();
  const helpClass = classes?.find((c) => c.class_id === classId);

  if (!isPending && (!classId || !helpClass)) {
    return (
      <HelpLayout crumbs={[]}>
        <Card>
          <Empty description={t('cms:help.classNotFound')} />
        </Card>
      </HelpLayout>
    );
  }
  return (
    <HelpLayout activeClassId={classId} crumbs={helpClass ? [{ title: helpClass.class_name }] : []}>
      {classId && helpClass && (
        <HelpClassArticles
          classId={classId}
          title={helpClass.class_name}
          page={pageOf(search.get('page'))}
          onPageChange={(page) => setSearch(page > 1 ? { page: String(page) } : {})}
        />
      )}
    </HelpLayout>
  );
}
