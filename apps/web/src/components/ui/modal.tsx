import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useScrollLock } from '../../lib/scroll-lock.ts';

/**
 * A centred dialog on React Aria's Modal: focus is trapped, Escape closes, page scroll is locked.
 * Import it only from lazily loaded modules so React Aria stays out of the entry chunk.
 */
export function AppModal({
  title,
  onClose,
  isDismissable = true,
  children,
}: {
  title: string;
  onClose: () => void;
  /** Whether a click outside closes it (Escape always does). */
  isDismissable?: boolean;
  children: ReactNode;
}) {
  useScrollLock(true);
  return (
    <ModalOverlay
      isOpen
      isDismissable={isDismissable}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="fixed inset-0 z-50 flex items-end justify-center bg-neutral-900/50 p-0 sm:items-center sm:p-4"
    >
      <Modal className="max-h-[calc(var(--app-height,100dvh)-2rem)] w-full max-w-lg overflow-y-auto rounded-t-2xl bg-white shadow-xl outline-none sm:rounded-2xl">
        <Dialog className="flex flex-col gap-4 p-6 outline-none">
          <Heading slot="title" className="text-lg font-bold text-neutral-900">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
