import { CARE, DISINFECTION, HEALTH } from './tree-daily';
import { DEVICES, FAMILY } from './tree-devices';
import { HERBS } from './tree-herbs';
import type { RootDef } from './tree-types';
import { WESTERN_A } from './tree-western-a';
import { WESTERN_B } from './tree-western-b';
import { WESTERN_C } from './tree-western-c';

/** The demo mall's three-level category tree, in display order. */
export const DEMO_TREE: RootDef[] = [
  {
    name: '中西成药',
    short: '成药',
    icon: 'pill',
    branches: [...WESTERN_A, ...WESTERN_B, ...WESTERN_C],
  },
  { name: '中药饮片', short: '饮片', icon: 'herb', branches: HERBS },
  { name: '医疗器械', short: '器械', icon: 'device', branches: DEVICES },
  { name: '保健食品', short: '保健', icon: 'health', branches: HEALTH },
  { name: '计生用品', short: '计生', icon: 'family', branches: FAMILY },
  { name: '个人护理', short: '护理', icon: 'care', branches: CARE },
  { name: '消毒用品', short: '消毒', icon: 'disinfect', branches: DISINFECTION },
];
