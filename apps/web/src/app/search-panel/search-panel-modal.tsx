import { Button } from 'react-aria-components/Button';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useScrollLock } from '../../lib/scroll-lock.ts';
import { useSearchTranslation } from '../../lib/search/i18n.ts';
import { SearchPanel } from './search-panel.tsx';

/**
 * The search panel as a dialog: on desktop it drops down under the header's search button, below 1024 px it is
 * the bottom navigation's search modal (spec search.md §2). Focus is trapped, Escape closes, scroll is locked.
 */
export function SearchPanelModal({ onClose }: { onClose: () => void }) {
  const { t } = useSearchTranslation();
  useScrollLock(true);
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="fixed inset-0 z-50 flex items-stretch justify-center bg-neutral-900/50 lg:items-start lg:pt-16"
    >
      <Modal className="flex max-h-[var(--app-height,100dvh)] w-full flex-col bg-white shadow-xl outline-none lg:max-h-[calc(var(--app-height,100dvh)-5rem)] lg:max-w-5xl lg:rounded-b-2xl">
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <div className="flex items-center justify-between border-b border-neutral-200 px-5 py-3">
            <Heading slot="title" className="text-lg font-bold text-neutral-900">
              {t('panel.title')}
            </Heading>
            <Button
              onPress={onClose}
              aria-label={t('panel.close')}
              className="inline-flex size-10 items-center justify-center rounded-md text-xl text-neutral-800 hover:bg-neutral-100"
            >
              ×
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 pb-8">
            <SearchPanel />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
