import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { Account } from '@portal/contracts/users';
import { AppModal } from '../../../components/ui/modal.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useUpdateMemberInfo } from '../api/update-member-info.ts';

/** Account chooser (search.md §2 Modals): first account preselected; ログイン sends the chosen id; キャンセル hides. */
export function AccountChooserModal({ accounts, onCancel }: { accounts: readonly Account[]; onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const [selected, setSelected] = useState(accounts[0]?.id ?? '');
  const update = useUpdateMemberInfo();

  return (
    <AppModal title={t('accountChooser.title')} onClose={onCancel} isDismissable={false}>
      <p className="text-sm text-neutral-800">{t('accountChooser.description')}</p>
      <RadioGroup value={selected} onChange={setSelected} className="flex flex-col gap-2">
        <Label className="text-sm font-bold text-neutral-900">{t('accountChooser.groupLabel')}</Label>
        {accounts.map((account) => (
          <Radio
            key={account.id}
            value={account.id}
            className={({ isSelected, isFocusVisible }) =>
              [
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-4 py-3',
                isSelected ? 'border-brand-600 bg-brand-50' : 'border-neutral-300 bg-white',
                isFocusVisible ? 'outline-3 outline-offset-2 outline-focus' : '',
              ].join(' ')
            }
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className={[
                    'flex size-5 shrink-0 items-center justify-center rounded-full border-2',
                    isSelected ? 'border-brand-600' : 'border-neutral-500',
                  ].join(' ')}
                >
                  {isSelected && <span className="size-2.5 rounded-full bg-brand-600" />}
                </span>
                <span className="flex flex-col">
                  <span className="font-medium text-neutral-900">{account.name}</span>
                  <span className="text-xs text-neutral-700">{t('accountChooser.accountId', { id: account.id })}</span>
                </span>
              </>
            )}
          </Radio>
        ))}
      </RadioGroup>
      {update.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('accountChooser.failed')}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button
          onPress={() => update.mutate(selected)}
          isPending={update.isPending}
          isDisabled={selected === ''}
          className={`${buttonStyles.primary} flex-1`}
        >
          {t('accountChooser.login')}
        </Button>
        <Button onPress={onCancel} className={`${buttonStyles.secondary} flex-1`}>
          {t('accountChooser.cancel')}
        </Button>
      </div>
    </AppModal>
  );
}
