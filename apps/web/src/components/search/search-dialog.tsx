import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useScrollLock } from '../../lib/scroll-lock.ts';

/**
 * A picker dialog of the search forms on React Aria's Modal (spec search.md §2 Modals): focus is trapped,
 * Escape closes without confirming, page scroll stays locked. Nested inside the search panel. A click on the
 * backdrop closes too, or calls onBackdrop when given (the category modal confirms on a backdrop click).
 */
export function SearchDialog({
  title,
  onClose,
  onBackdrop,
  footer,
  wide = false,
  children,
}: {
  title: string;
  onClose: () => void;
  onBackdrop?: () => void;
  footer: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  useScrollLock(true);
  // React Aria reports Escape and an outside click alike; remember an Escape to tell them apart.
  const escaped = useRef(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escaped.current = true;
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (open) return;
        if (onBackdrop && !escaped.current) onBackdrop();
        else onClose();
        escaped.current = false;
      }}
      className="fixed inset-0 z-[60] flex items-end justify-center bg-neutral-900/50 sm:items-center sm:p-4"
    >
      <Modal
        className={`flex max-h-[calc(var(--app-height,100dvh)-1rem)] w-full flex-col rounded-t-2xl bg-white shadow-xl outline-none sm:rounded-2xl ${wide ? 'max-w-4xl' : 'max-w-md'}`}
      >
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <Heading slot="title" className="border-b border-neutral-200 px-5 py-4 text-base font-bold text-neutral-900">
            {title}
          </Heading>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          <div className="flex justify-end gap-3 border-t border-neutral-200 px-5 py-3">{footer}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
