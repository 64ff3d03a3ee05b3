/**
 * The shape of the demo category tree and the goods templates hung on its leaves.
 *
 * A template is `name|specs|price|flags|place`:
 * - specs: comma-separated strengths ("0.25g,0.5g") that the dosage form turns into packs
 *   ("0.25g*24粒"), or whole specifications when they contain "*" or "/" or the form has no count;
 *   "{M}" in a spec becomes the maker's model prefix;
 * - price: wholesale price in yuan of the first spec in its usual pack (the form's second count,
 *   e.g. 24 tablets, or the first listed size);
 * - flags (optional, else the leaf's or branch's): a kind letter (H chemical drug, Z Chinese patent
 *   medicine, S biological, J imported, Y herbal pieces, D device, F health food, C personal care,
 *   X disinfectant), R prescription, L cold chain, 1/2/3 device class;
 * - place (optional): where herbal pieces come from.
 */
export type LeafDef = {
  name: string;
  short: string;
  items: string[];
  flags?: string;
  hidden?: boolean;
};
export type BranchDef = {
  name: string;
  short: string;
  icon: string;
  flags: string;
  intro: string;
  leaves: LeafDef[];
};
export type RootDef = { name: string; short: string; icon: string; branches: BranchDef[] };

export const leaf = (name: string, short: string, items: string[], flags?: string): LeafDef =>
  flags === undefined ? { name, short, items } : { name, short, items, flags };

/** A category kept in the tree but hidden from buyers (is_show false), with no goods. */
export const hiddenLeaf = (name: string, short: string): LeafDef => ({
  name,
  short,
  items: [],
  hidden: true,
});

export const branch = (
  name: string,
  short: string,
  icon: string,
  flags: string,
  intro: string,
  leaves: LeafDef[],
): BranchDef => ({ name, short, icon, flags, intro, leaves });
