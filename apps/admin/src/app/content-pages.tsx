import { SearchOutlined } from '@ant-design/icons';
import { lazyPage } from '@shop/web-kit/lazy-route';
import type { ConsolePage } from './console-page';

/*
 * The console's 内容管理 (Content, issue 27): the storefront's content, `content.manage`, shown
 * under one group of the menu. Search words first.
 */

export const CONTENT_PAGES: readonly ConsolePage[] = [
  {
    key: 'search_words',
    path: '/content/search-words',
    permission: 'content.manage',
    group: 'content',
    icon: <SearchOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/search-words'),
          (m) => m.SearchWordsPage,
        ),
      },
    ],
  },
];
