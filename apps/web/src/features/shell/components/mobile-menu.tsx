import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MOBILE_MENU_ID } from './nav-links';

const loadMobileMenuPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadMobileMenuPanel);

/** Below md the navigation slides in from the left; its sheet is loaded when first wanted (as the cart's is). */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="-ml-2 md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? MOBILE_MENU_ID : undefined}
        onPointerEnter={() => void loadMobileMenuPanel()}
        onFocus={() => void loadMobileMenuPanel()}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <Menu className="size-5!" strokeWidth={1.5} />
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuPanel isOpen={isOpen} setIsOpen={setIsOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
