import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { RoutePageFrame } from '../../components/ui/route-page-frame.tsx';
import { CmsSkeleton } from '../../content/components/cms-states.tsx';
import { useCmsTranslation } from '../../content/i18n.ts';
import { usePreviewStatus } from './api/preview-session.ts';
import { safePreviewPath, startPreview, todayInJapan, usePreview } from '../../content/preview-state.ts';

const input =
  'min-h-12 w-full rounded-md border border-neutral-400 bg-white px-3 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 invalid:border-red-700';

function Field({
  name,
  label,
  defaultValue,
  type = 'text',
  required = false,
}: {
  name: string;
  label: string;
  defaultValue: string;
  type?: 'text' | 'date';
  required?: boolean;
}) {
  const { t } = useCmsTranslation();
  return (
    <TextField
      name={name}
      defaultValue={defaultValue}
      type={type}
      isRequired={required}
      validate={(value) => (required && !value ? t('preview.dateRequired') : null)}
      className="flex flex-col gap-1"
    >
      <Label className="font-bold">
        {label}
        {!required && <span className="ml-2 text-sm font-normal text-neutral-700">（{t('preview.optional')}）</span>}
      </Label>
      <Input
        className={input}
        maxLength={type === 'date' ? undefined : 64}
        pattern={type === 'date' ? undefined : '[\\w.\\-]*'}
      />
      <FieldError className="text-sm text-red-800" />
    </TextField>
  );
}

/**
 * /preview?path=… — staff arrive here from the CMS (the BFF has set the staff preview cookie). They choose
 * the member (subscription id), course parent, course and date; the choice is kept in sessionStorage and the
 * portal opens `path` in preview mode.
 */
export function Component() {
  const { t } = useCmsTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const status = usePreviewStatus();
  const current = usePreview();
  const path = safePreviewPath(search.get('path'));
  const [today] = useState(() => todayInJapan());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (key: string) => String(data.get(key) ?? '').trim();
    startPreview({
      subscriptionId: value('subscriptionId'),
      courseParentId: value('courseParentId'),
      courseId: value('courseId'),
      previewDate: value('previewDate') || today,
    });
    void navigate(path, { replace: true });
  };

  return (
    <RoutePageFrame>
      {status.isPending ? (
        <div className="flex flex-col gap-2">
          <p>{t('preview.checking')}</p>
          <CmsSkeleton lines={2} label={false} />
        </div>
      ) : status.isError || !status.data.active ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
          {t('preview.invalid')}
        </p>
      ) : (
        <Form
          onSubmit={onSubmit}
          className="flex max-w-xl flex-col gap-5 rounded-lg border border-neutral-200 bg-white p-5 sm:p-8"
        >
          <p>{t('preview.lead')}</p>
          <p className="text-sm">
            {t('preview.destination')}：<code className="break-all">{path}</code>
          </p>
          <Field
            name="subscriptionId"
            label={t('preview.subscriptionId')}
            defaultValue={current?.subscriptionId ?? ''}
          />
          <Field
            name="courseParentId"
            label={t('preview.courseParentId')}
            defaultValue={current?.courseParentId ?? ''}
          />
          <Field name="courseId" label={t('preview.courseId')} defaultValue={current?.courseId ?? ''} />
          <Field
            name="previewDate"
            type="date"
            required
            label={t('preview.previewDate')}
            defaultValue={current?.previewDate ?? today}
          />
          <Button type="submit" className={`${buttonStyles.primary} self-start`}>
            {t('preview.start')}
          </Button>
        </Form>
      )}
    </RoutePageFrame>
  );
}
