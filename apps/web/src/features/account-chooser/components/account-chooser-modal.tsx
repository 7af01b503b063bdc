import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
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
      {/* Native radio inputs: keyboard (arrow keys), screen readers and test tools all get a real input. */}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-bold text-neutral-900">{t('accountChooser.groupLabel')}</legend>
        {accounts.map((account) => {
          const checked = selected === account.id;
          return (
            <label
              key={account.id}
              className={[
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-4 py-3',
                checked ? 'border-brand-600 bg-brand-50' : 'border-neutral-300 bg-white',
              ].join(' ')}
            >
              <input
                type="radio"
                name="account"
                value={account.id}
                checked={checked}
                onChange={() => setSelected(account.id)}
                className="size-5 shrink-0 accent-brand-600"
              />
              <span className="flex flex-col">
                <span className="font-medium text-neutral-900">{account.name}</span>
                <span className="text-xs text-neutral-700">{t('accountChooser.accountId', { id: account.id })}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
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
