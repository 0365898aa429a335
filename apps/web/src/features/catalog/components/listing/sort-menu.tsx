import { lazy, Suspense, useState } from 'react';
import type { SortBy } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { SortMenuLabel } from './sort-menu-label';

const loadSortMenuDropdown = () => import('./sort-menu-dropdown');
const SortMenuDropdown = lazy(loadSortMenuDropdown);

/**
 * 'Sort by' menu with the four options; price low to high is the default. Until it is first pressed it is this
 * button alone; then the menu's code (Radix's menu and its positioning) loads and takes its place, open.
 */
export function SortMenu({ value, onChange }: { value: SortBy; onChange: (value: SortBy) => void }) {
  const [isWanted, setIsWanted] = useState(false);
  const button = (
    <Button
      variant="subtle"
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadSortMenuDropdown()}
      onFocus={() => void loadSortMenuDropdown()}
      onClick={() => setIsWanted(true)}
    >
      <SortMenuLabel value={value} />
    </Button>
  );
  if (!isWanted) return button;
  return (
    <Suspense fallback={button}>
      <SortMenuDropdown value={value} onChange={onChange} />
    </Suspense>
  );
}
