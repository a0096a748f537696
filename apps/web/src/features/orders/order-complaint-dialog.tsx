import { COMPLAINT_CATEGORIES, COMPLAINT_LIMITS, rules, type ComplaintCategory } from '@storefront/contracts';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { failureText } from '../../api/failure-text';
import { notify } from '../../app/notify';
import { Form, FormItem, useStorefrontForm } from '../../components/form';
import { primaryButton, secondaryButton } from '../../components/ui/button-class';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { useFileComplaint } from './complaint-queries';

type ComplaintValues = { category: string; text: string };

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const RULES = {
  category: [rules.required({ message: 'complaint.categoryRequired' })],
  text: [
    rules.required({ message: 'complaint.textLength' }),
    rules.length({ min: COMPLAINT_LIMITS.textMin, max: COMPLAINT_LIMITS.textMax }, { message: 'complaint.textLength' }),
  ],
};

const field = 'flex min-w-0 flex-col gap-1';

type PhotoProblem = {
  key: 'complaint.photosTooMany' | 'complaint.photoWrongType' | 'complaint.photoTooLarge';
  name?: string;
};

/**
 * The photos a shopper picked, checked as the server will (count, size, type) so a refusal is
 * said at once, by file name, instead of after the upload.
 */
export function checkPhotos(files: File[]): PhotoProblem | null {
  if (files.length > COMPLAINT_LIMITS.photosMax) return { key: 'complaint.photosTooMany' };
  const wrongType = files.find((f) => !PHOTO_TYPES.includes(f.type));
  if (wrongType) return { key: 'complaint.photoWrongType', name: wrongType.name };
  const tooLarge = files.find((f) => f.size > COMPLAINT_LIMITS.photoMaxBytes);
  if (tooLarge) return { key: 'complaint.photoTooLarge', name: tooLarge.name };
  return null;
}

/** "Report a problem" (spec §1 site terms): category, what happened, up to four photos. */
export function OrderComplaintDialog({
  ocode,
  open,
  onOpenChange,
}: {
  ocode: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const form = useStorefrontForm<ComplaintValues>({ defaultValues: { category: '', text: '' } });
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<PhotoProblem | null>(null);
  const [failure, setFailure] = useState('');
  const file = useFileComplaint(ocode);

  const close = () => {
    onOpenChange(false);
    form.reset();
    setPhotos([]);
    setPhotoError(null);
    setFailure('');
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const next = [...photos, ...Array.from(event.target.files ?? [])];
    event.target.value = '';
    const problem = checkPhotos(next);
    setPhotoError(problem);
    if (!problem) setPhotos(next);
  };

  const submit = (values: ComplaintValues) => {
    setFailure('');
    file.mutate(
      { category: values.category as ComplaintCategory, text: values.text.trim(), photos },
      {
        onSuccess: () => {
          void notify('success', t('complaint.sent'), { subject: 'complaint' });
          close();
        },
        onError: (error) => setFailure(failureText(error, t('http.unknown'))),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent width={560} closeLabel={t('common.close')} sheetOnPhone data-testid="complaint-dialog">
        <DialogTitle className="pr-10 text-xl font-semibold text-fourth">{t('complaint.dialogTitle')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-700">
          {t('complaint.dialogDescription')}
        </DialogDescription>
        <Form form={form} onSubmit={submit} aria-label={t('complaint.dialogTitle')} className="mt-4 grid gap-4">
          <FormItem<ComplaintValues, 'category'>
            name="category"
            label={t('complaint.categoryLabel')}
            rules={RULES.category}
            className={field}
          >
            {(props) => (
              <select {...props}>
                <option value="">{t('complaint.choose')}</option>
                {COMPLAINT_CATEGORIES.map((id) => (
                  <option key={id} value={id}>
                    {t(`complaint.categories.${id}`)}
                  </option>
                ))}
              </select>
            )}
          </FormItem>
          <FormItem<ComplaintValues, 'text'>
            name="text"
            label={t('complaint.text')}
            rules={RULES.text}
            hint={t('complaint.textHint')}
            className={field}
          >
            {(props) => <textarea {...props} rows={5} maxLength={COMPLAINT_LIMITS.textMax} />}
          </FormItem>
          <div className={field}>
            <label htmlFor="complaint-photos" className="text-sm font-medium text-slate-800">
              {t('complaint.photos', { max: COMPLAINT_LIMITS.photosMax })}
            </label>
            <input
              id="complaint-photos"
              type="file"
              accept={PHOTO_TYPES.join(',')}
              multiple
              disabled={photos.length >= COMPLAINT_LIMITS.photosMax}
              onChange={pick}
              aria-describedby="complaint-photos-hint"
              className="text-sm"
            />
            <p id="complaint-photos-hint" className="text-xs text-slate-600">
              {t('complaint.photosHint')}
            </p>
            {photoError && (
              <p role="alert" className="text-sm text-sixth">
                {t(photoError.key, { name: photoError.name, max: COMPLAINT_LIMITS.photosMax })}
              </p>
            )}
            {photos.length > 0 && (
              <ul
                className="mt-1 space-y-1 text-sm"
                aria-label={t('complaint.photos', { max: COMPLAINT_LIMITS.photosMax })}
              >
                {photos.map((photo, index) => (
                  <li key={`${photo.name}-${index}`} className="flex items-center justify-between gap-2">
                    <span className="min-w-0 truncate">{photo.name}</span>
                    <button
                      type="button"
                      className="text-first hover:underline"
                      onClick={() => setPhotos(photos.filter((_, i) => i !== index))}
                    >
                      {t('complaint.removePhoto', { name: photo.name })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {failure && (
            <p role="alert" className="rounded-lg bg-seven p-3 text-sm text-slate-800">
              {failure}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose className={secondaryButton}>{t('common.cancel')}</DialogClose>
            <button type="submit" disabled={file.isPending} className={cn(primaryButton)}>
              {file.isPending ? t('common.loading') : t('complaint.submit')}
            </button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
