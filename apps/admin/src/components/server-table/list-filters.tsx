import { shopDate } from '@shop/web-kit/shop-time';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePresets } from './date-presets';
import type { ListController } from './use-list-state';

const DAY = 'YYYY-MM-DD';

/**
 * A list's date range filter: two filters of the list (`from`, `to`, e.g. `start_date` and
 * `end_date`) holding shop days `YYYY-MM-DD`, with quick choices (today, yesterday, 7 and 30
 * days, this month). Clearing it clears both.
 */
export function DateRangeFilter({
  list,
  from,
  to,
  label,
}: {
  list: ListController;
  from: string;
  to: string;
  /** The accessible name, e.g. 下单时间. */
  label: string;
}) {
  const { t } = useTranslation();
  const [today] = useState(() => shopDate(Date.now()));
  const start = list.filters[from];
  const end = list.filters[to];
  return (
    <DatePicker.RangePicker
      aria-label={label}
      value={[start ? dayjs(start, DAY) : null, end ? dayjs(end, DAY) : null]}
      allowEmpty={[true, true]}
      presets={datePresets(today).map((preset) => ({
        label: t(`filters.dates.${preset.key}`),
        value: [dayjs(preset.from, DAY), dayjs(preset.to, DAY)],
      }))}
      onChange={(range) =>
        list.update({
          filters: {
            [from]: range?.[0]?.format(DAY) ?? null,
            [to]: range?.[1]?.format(DAY) ?? null,
          },
        })
      }
    />
  );
}

/** A list's choice filter: one filter of the list, one of `options`, clearable. */
export function SelectFilter({
  list,
  name,
  options,
  placeholder,
  width = 160,
}: {
  list: ListController;
  name: string;
  options: { value: string; label: string }[];
  placeholder: string;
  width?: number;
}) {
  return (
    <Select
      aria-label={placeholder}
      placeholder={placeholder}
      allowClear
      style={{ width }}
      options={options}
      value={list.filters[name] ?? null}
      onChange={(value: string | null | undefined) =>
        list.update({ filters: { [name]: value ?? null } })
      }
    />
  );
}
