import type { ThemeConfig } from 'antd';

/** The mall's look: a pharmacy-mall red, compact radii, the CJK font stack. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#E4393C',
    colorLink: '#333333',
    colorLinkHover: '#E4393C',
    borderRadius: 4,
    fontFamily:
      '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif',
    fontSize: 13,
  },
};
