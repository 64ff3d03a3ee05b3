import { useSearchParams } from 'react-router';
import { NoticeLayout } from '@/features/cms/components/notice-layout';
import { NoticeList } from '@/features/cms/components/notice-list';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /cms/notice: the shop's notices, pinned ones first, paginated (?page=). */
export function NoticeListPage() {
  const [search, setSearch] = useSearchParams();
  return (
    <NoticeLayout>
      <NoticeList
        page={pageOf(search.get('page'))}
        onPageChange={(page) => setSearch(page > 1 ? { page: String(page) } : {})}
      />
    </NoticeLayout>
  );
}
