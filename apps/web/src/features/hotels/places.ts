import type { LocationNode } from '@storefront/contracts';

/** The title of a place of the location tree (country, state or city) in the tree's language, or undefined. */
export function placeTitle(tree: readonly LocationNode[] | undefined, id: string | undefined): string | undefined {
  if (!tree || !id) return undefined;
  for (const node of tree) {
    if (node.id === id) return node.title;
    const inner = placeTitle(node.collection, id);
    if (inner) return inner;
  }
  return undefined;
}
