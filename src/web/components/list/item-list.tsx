import type { ReactNode } from "react";

/** A list page's items, one row each, keyed by id. */
export function ItemList<T extends { id: string }>({
  items,
  children,
}: {
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
