import { BREAKDOWN_TOASTS, displayName, type ReportBreakdownBody } from '@plantwise/domain';
import { AlertTriangleIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { applyServerErrors, FormField, serverFieldErrors } from '@/components/form';
import { type DialogState, FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { OFFLINE_MESSAGES } from '@/lib/offline/messages';
import { useReportBreakdown } from '../api/report-breakdown';
import { startDeliveryStatusCheck } from '../utils/delivery-status-check';
import { AssetPicker } from './asset-picker';
import { DetailedFields } from './breakdown-detail-fields';
import { type BreakdownFormValues, emptyReportForm, reportResolver } from './breakdown-form';
import { SeverityPicker, StagePicker } from './form-fields';
import { PhotoField } from './photo-field';

/**
 * Report a breakdown in two stages (spec §5): a quick report from the floor (asset, title, severity,
 * reporter) that must be completed later, or a detailed one with every field.
 */
export function ReportBreakdownDialog({ open, onOpenChange }: DialogState) {
  const { profile } = useAuth();
  const reporterName = profile ? displayName(profile) : '';
  const form = useForm<BreakdownFormValues, unknown, ReportBreakdownBody>({
    resolver: reportResolver,
    defaultValues: emptyReportForm(reporterName),
  });
  const report = useReportBreakdown();
  const [failure, setFailure] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const handleOpenChange = (next: boolean) => {
    if (next) {
      form.reset(emptyReportForm(reporterName));
      setFailure(null);
      setPhoto(null);
      setPhotoError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setPhotoError(null);
    try {
      const picked = form.getValues('asset');
      const result = await report.mutateAsync({ body, assetLabel: picked?.asset_name ?? '', photo });
      if (result.queued) {
        toast.info(OFFLINE_MESSAGES.queued('Breakdown report'));
        onOpenChange(false);
        return;
      }
      const { breakdown } = result;
      toast.success(BREAKDOWN_TOASTS.reported, {
        description: `${breakdown.asset.asset_name}: ${breakdown.title}. The downtime clock is running.`,
      });
      onOpenChange(false);
      startDeliveryStatusCheck(breakdown.id, {
        notify: ({ kind, title, description }) => toast[kind](title, { description }),
      });
    } catch (error) {
      const message = errorMessage(error, 'The breakdown could not be reported. Try again.');
      let shown = applyServerErrors(form, error, { asset_id: 'asset' });
      const photoRefusal = serverFieldErrors(error).photo;
      if (photoRefusal) {
        setPhotoError(photoRefusal);
        shown += 1;
      }
      if (error instanceof ApiError && error.code === 'asset_not_found') {
        form.setError('asset', { type: 'server', message });
        shown += 1;
      }
      setFailure(shown > 0 ? null : `${BREAKDOWN_TOASTS.reportError}: ${message}`);
    }
  });

  const quick = form.watch('stage') === 'quick';
  return (
    <FormDialog
      open={open}
      onOpenChange={handleOpenChange}
      className="sm:max-w-2xl"
      title={
        <>
          <AlertTriangleIcon aria-hidden="true" className="size-5 text-red-600" />
          Report Breakdown
        </>
      }
      description={
        quick
          ? 'Quick report from the floor: the asset, what happened and how bad it is. Details can follow.'
          : 'Detailed report with everything known about the breakdown.'
      }
      onSubmit={submit}
      submitLabel="Report Breakdown"
      pendingLabel="Reporting..."
      pending={form.formState.isSubmitting}
      error={failure}
      submitVariant="destructive"
      buttonClassName="h-12 text-base"
    >
      <Controller
        control={form.control}
        name="stage"
        render={({ field }) => <StagePicker value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={form.control}
        name="asset"
        render={({ field, fieldState }) => (
          <AssetPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <FormField control={form.control} name="title" label="What happened?">
        {(props) => (
          <Input
            {...props}
            placeholder="e.g. Conveyor belt snapped"
            maxLength={200}
            className="h-12 text-base"
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="severity"
        render={({ field }) => <SeverityPicker value={field.value} onChange={field.onChange} large />}
      />
      <FormField
        control={form.control}
        name="field_reporter_name"
        label="Reported by"
        description="The person on the floor who saw it"
      >
        {(props) => <Input {...props} autoComplete="name" className="h-12 text-base" />}
      </FormField>
      <PhotoField
        value={photo}
        onChange={(file) => {
          setPhoto(file);
          setPhotoError(null);
        }}
        error={photoError}
      />
      {!quick && <DetailedFields control={form.control} showStartTime />}
    </FormDialog>
  );
}
