import { QUALIFICATION_STATUSES } from '@shop/contracts/member';
import { useTranslation } from 'react-i18next';
import type { ListController } from '@/components/server-table/use-list-state';
import { DateRangeFilter, SelectFilter } from '@/components/server-table/list-filters';
import { useMemberOptions } from '../api/get-member-options';

/**
 * The member list's filters (`/staff/api/member/lists`): buyer type, level, account status,
 * licence review state, salesman (or none, `0`) and registration days; the choices of the first
 * and the salesman come from `/staff/api/member/options`.
 */
export function MemberFilters({
  list,
  showSalesman,
}: {
  list: ListController;
  /** A salesman's own list has no salesman filter: every row is theirs. */
  showSalesman: boolean;
}) {
  const { t } = useTranslation('members');
  const options = useMemberOptions().data;
  return (
    <>
      <SelectFilter
        list={list}
        name="label_id"
        placeholder={t('filters.label')}
        options={(options?.labels ?? []).map((label) => ({
          value: String(label.label_id),
          label: label.label_name,
        }))}
      />
      <SelectFilter
        list={list}
        name="level_id"
        placeholder={t('filters.level')}
        options={(options?.levels ?? []).map((level) => ({
          value: String(level.level_id),
          label: level.level_name,
        }))}
      />
      <SelectFilter
        list={list}
        name="status"
        placeholder={t('filters.status')}
        width={140}
        options={['1', '0'].map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <SelectFilter
        list={list}
        name="qualification_status"
        placeholder={t('filters.qualification')}
        width={140}
        options={QUALIFICATION_STATUSES.map((status) => ({
          value: status,
          label: t(`qualification.${status}`),
        }))}
      />
      {showSalesman && (
        <SelectFilter
          list={list}
          name="salesman_id"
          placeholder={t('filters.salesman')}
          options={[
            { value: '0', label: t('filters.no_salesman') },
            ...(options?.salesmen ?? []).map((salesman) => ({
              value: String(salesman.staff_id),
              label: salesman.nickname,
            })),
          ]}
        />
      )}
      <DateRangeFilter list={list} from="reg_start" to="reg_end" label={t('filters.registered')} />
    </>
  );
}
