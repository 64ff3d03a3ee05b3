import { FootprintPanel } from '@/features/catalogue/components/member-goods/footprint-panel';

/** /member/footprint (我的足迹, login required): footprints grouped by day. */
export function MemberFootprintPage() {
  return <FootprintPanel />;
}
