import type { DbTransaction } from '../client';
import { help, helpClass, notice } from '../schema';
import { DEMO_HELP_CLASSES } from './cms-demo-help';
import { DEMO_NOTICES } from './cms-demo-notices';

const DAY_MS = 86_400_000;

/**
 * Demo help centre and notices. Article dates step back one day per article from the seeding day
 * so lists have realistic, distinct dates.
 */
export async function seedCmsDemo(tx: DbTransaction): Promise<void> {
  const now = Date.now();
  const classes = await tx
    .insert(helpClass)
    .values(
      DEMO_HELP_CLASSES.map((c, i) => ({
        className: c.class_name,
        classNameEn: c.class_name_en,
        sort: i + 1,
      })),
    )
    .returning({ classId: helpClass.classId });

  let age = 0;
  const articles = DEMO_HELP_CLASSES.flatMap((c, ci) =>
    c.articles.map((a, ai) => ({
      classId: classes[ci]!.classId,
      title: a.title,
      titleEn: a.title_en,
      content: a.content,
      linkAddress: a.link_address ?? '',
      sort: ai + 1,
      isShow: !a.hidden,
      createdAt: new Date(now - (30 + age++) * DAY_MS),
    })),
  );
  await tx.insert(help).values(articles);

  await tx.insert(notice).values(
    DEMO_NOTICES.map((n, i) => ({
      title: n.title,
      content: n.content,
      isTop: n.isTop ?? false,
      sort: i + 1,
      createdAt: new Date(now - n.daysAgo * DAY_MS),
    })),
  );
}
