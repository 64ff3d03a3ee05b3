import { z } from 'zod';

/**
 * The express companies a parcel can ship with (issue 15: a fixed list of Chinese express
 * companies). The code is stored; the console and the buyer show the name.
 */
export const EXPRESS_COMPANIES = [
  { code: 'SF', name: '顺丰速运' },
  { code: 'JD', name: '京东快递' },
  { code: 'EMS', name: '中国邮政EMS' },
  { code: 'YZPY', name: '邮政快递包裹' },
  { code: 'ZTO', name: '中通快递' },
  { code: 'YTO', name: '圆通速递' },
  { code: 'STO', name: '申通快递' },
  { code: 'YD', name: '韵达速递' },
  { code: 'JTSD', name: '极兔速递' },
  { code: 'DBL', name: '德邦快递' },
] as const;

export type ExpressCompanyCode = (typeof EXPRESS_COMPANIES)[number]['code'];
export const ExpressCompanySchema = z.enum(
  EXPRESS_COMPANIES.map((c) => c.code) as [ExpressCompanyCode, ...ExpressCompanyCode[]],
);

/** The name of an express company code ('' for an unknown one). */
export const expressCompanyName = (code: string): string =>
  EXPRESS_COMPANIES.find((c) => c.code === code)?.name ?? '';
