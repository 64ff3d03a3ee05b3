import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useHelpClasses } from '@/features/cms/api/get-help-classes';
import { HelpClassArticles } from '@/features/cms/components/help-class-articles';
import { HelpLayout } from '@/features/cms/components/help-layout';
import { parseSlugId } from '@/features/cms/lib/help-paths';
import { palette } from '@/app/theme';

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
  const classes = useHelpClasses();
  const helpClass = classes.data?.find((c) => c.class_id === classId);
  return (
    <HelpLayout activeClassId={classId} crumbs={helpClass ? [{ title: helpClass.class_name }] : []}>
      <QueryState
        query={classes}
        rows={10}
        isEmpty={() => !classId || !helpClass}
        empty={t('cms:help.classNotFound')}
        style={{ background: palette.white, padding: 24, margin: 0 }}
      >
        {() =>
          classId &&
          helpClass && (
            <HelpClassArticles
              classId={classId}
              title={helpClass.class_name}
              page={pageOf(search.get('page'))}
              onPageChange={(page) => setSearch(page > 1 ? { page: String(page) } : {})}
            />
          )
        }
      </QueryState>
    </HelpLayout>
  );
}
