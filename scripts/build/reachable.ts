/** Every node reachable from `roots` along `next`, the roots included, each once, in the order first reached. */
export function reachable<T>(roots: Iterable<T>, next: (node: T) => Iterable<T>): Set<T> {
  const seen = new Set<T>();
  const visit = (node: T) => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const following of next(node)) visit(following);
  };
  for (const root of roots) visit(root);
  return seen;
}
