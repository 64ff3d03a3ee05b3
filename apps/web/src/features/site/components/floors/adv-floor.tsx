import type { AdvFloor as AdvFloorData } from '@shop/contracts/site';
import { TargetLink } from '@/components/target-link';
import { isRouteAvailable } from '@/lib/available-routes';
import { resolveLink } from '@/lib/link-target';

const GAP = 12;

/** An advert floor: one to three wide images side by side across the content column. */
export function AdvFloor({ floor }: { floor: AdvFloorData }) {
  return (
    <section aria-label={floor.title} style={{ display: 'flex', gap: GAP, marginTop: 24 }}>
      {floor.adv_list.map((adv) => (
        <TargetLink
          key={adv.image}
          target={resolveLink(adv.url, isRouteAvailable)}
          style={{ flex: 1, display: 'block', overflow: 'hidden' }}
          title={adv.title}
        >
          <img
            src={adv.image}
            alt={adv.title || floor.title}
            width={600}
            height={130}
            loading="lazy"
            decoding="async"
            style={{ display: 'block', width: '100%', height: 130, objectFit: 'cover' }}
          />
        </TargetLink>
      ))}
    </section>
  );
}
