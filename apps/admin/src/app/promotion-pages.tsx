import { ThunderboltOutlined } from '@ant-design/icons';
import { lazyPage } from '@shop/web-kit/lazy-route';
import type { ConsolePage } from './console-page';

/*
 * The console's 营销中心 (Marketing, issue 27, ADR 0030): its sections, `promotion.manage`, shown
 * under one group of the menu. Seckill first; the other promotions follow.
 */

export const PROMOTION_PAGES: readonly ConsolePage[] = [
  {
    key: 'seckill',
    path: '/promotions/seckill',
    permission: 'promotion.manage',
    group: 'marketing',
    icon: <ThunderboltOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/seckill'),
          (m) => m.SeckillPage,
        ),
      },
      {
        path: 'new',
        lazy: lazyPage(
          () => import('./routes/seckill-editor'),
          (m) => m.SeckillEditorPage,
        ),
      },
      {
        path: ':promotionId/edit',
        lazy: lazyPage(
          () => import('./routes/seckill-editor'),
          (m) => m.SeckillEditorPage,
        ),
      },
    ],
  },
];
