/**
 * The before/after values of an audit entry laid out for reading side by side (issue 15: "values
 * before and after"): pretty JSON cut into blocks, one per top-level key when the value is an
 * object, each block marked when its key changed between the two sides.
 */
export type DiffBlock = { key: string | null; text: string; changed: boolean };
export type AuditDiff = { before: DiffBlock[]; after: DiffBlock[]; changedKeys: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pretty = (value: unknown): string => JSON.stringify(value, null, 2) ?? 'null';
const same = (a: unknown, b: unknown) => pretty(a) === pretty(b);

/** One side as blocks: `{`, a block per key (indented, with its trailing comma), `}`. */
function blocks(
  value: unknown,
  keys: readonly string[],
  changed: ReadonlySet<string>,
): DiffBlock[] {
  if (!isRecord(value)) return [{ key: null, text: pretty(value), changed: changed.size > 0 }];
  const present = keys.filter((key) => key in value);
  if (present.length === 0) return [{ key: null, text: '{}', changed: false }];
  return [
    { key: null, text: '{', changed: false },
    ...present.map((key, at) => ({
      key,
      text: `  ${JSON.stringify(key)}: ${pretty(value[key]).replace(/\n/g, '\n  ')}${
        at < present.length - 1 ? ',' : ''
      }`,
      changed: changed.has(key),
    })),
    { key: null, text: '}', changed: false },
  ];
}

export function auditDiff(before: unknown, after: unknown): AuditDiff {
  if (isRecord(before) || isRecord(after)) {
    const left = isRecord(before) ? before : {};
    const right = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    const changedKeys = keys.filter(
      (key) => key in left !== key in right || !same(left[key], right[key]),
    );
    const changed = new Set(changedKeys);
    // A side that is not an object at all (null: created or removed) shows as it is.
    return {
      before: isRecord(before) ? blocks(before, keys, changed) : blocks(before, [], new Set()),
      after: isRecord(after) ? blocks(after, keys, changed) : blocks(after, [], new Set()),
      changedKeys,
    };
  }
  const differs = !same(before, after);
  return {
    before: [{ key: null, text: pretty(before), changed: differs }],
    after: [{ key: null, text: pretty(after), changed: differs }],
    changedKeys: [],
  };
}
