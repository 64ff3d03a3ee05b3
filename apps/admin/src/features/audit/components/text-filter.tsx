import { AutoComplete, Input } from 'antd';
import type { ListController } from '@/components/server-table/use-list-state';

/**
 * A free-text filter of a list (one URL key): applied on Enter, on choosing a suggestion, or
 * when cleared; `options` offers suggestions (e.g. action prefixes).
 */
export function TextFilter({
  list,
  name,
  placeholder,
  width = 160,
  options,
  maxLength,
}: {
  list: ListController;
  name: string;
  placeholder: string;
  width?: number;
  options?: { value: string; label: string }[];
  maxLength: number;
}) {
  const current = list.filters[name] ?? '';
  const apply = (value: string) => list.update({ filters: { [name]: value.trim() || null } });
  return (
    <AutoComplete
      // A new address (back, a link, reset) shows its own value.
      key={current}
      defaultValue={current}
      options={options}
      style={{ width }}
      onSelect={apply}
      filterOption={(input, option) => String(option?.value ?? '').startsWith(input.trim())}
    >
      <Input.Search
        aria-label={placeholder}
        placeholder={placeholder}
        allowClear
        maxLength={maxLength}
        onSearch={apply}
      />
    </AutoComplete>
  );
}
