import { describe, expect, it } from 'vitest';
import { buildAreaOptions } from './area-options';

const zhejiang = { id: 330000, pid: 0, name: '浙江省', shortname: '浙江', level: 1 };
const beijing = { id: 110000, pid: 0, name: '北京市', shortname: '北京', level: 1 };
const hangzhou = { id: 330100, pid: 330000, name: '杭州市', shortname: '杭州', level: 2 };
const xihu = { id: 330106, pid: 330100, name: '西湖区', shortname: '', level: 3 };

describe('buildAreaOptions', () => {
  it('nests the loaded levels under their parents; districts are leaves', () => {
    const options = buildAreaOptions(
      [beijing, zhejiang],
      { 330000: [hangzhou], 330100: [xihu] },
      null,
    );
    expect(options[0]).toEqual({
      value: 110000,
      label: '北京市',
      isLeaf: false,
      loading: false,
      children: undefined,
    });
    expect(options[1]?.children?.[0]?.children?.[0]).toEqual({
      value: 330106,
      label: '西湖区',
      isLeaf: true,
      loading: false,
      children: undefined,
    });
  });

  it('marks the region being loaded, and a region without children as a leaf', () => {
    const options = buildAreaOptions([beijing, zhejiang], { 110000: [] }, 330000);
    expect(options[0]?.isLeaf).toBe(true);
    expect(options[1]?.loading).toBe(true);
  });
});
