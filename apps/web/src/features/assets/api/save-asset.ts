import {
  type Asset,
  type AssetFieldError,
  type AssetPlacement,
  type AssetValues,
  assetSchema,
  assetValidateResponseSchema,
  joinValidationErrors,
  validationServiceErrorMessage,
} from '@plantwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import { refreshUnlessLive } from '@/lib/realtime';
import { assetKeys } from './query-keys';

/** A save refused by the rules: the joined message of spec §5, and each error by field for the form. */
export class AssetValidationError extends Error {
  readonly errors: AssetFieldError[];
  constructor(errors: AssetFieldError[]) {
    super(joinValidationErrors(errors));
    this.name = 'AssetValidationError';
    this.errors = errors;
  }
}

/**
 * Spec §5: add and edit first call the validation service. If the call fails the message is
 * 'Validation service error: {message}'; if the answer is not valid, its messages joined with commas.
 */
export async function validateBeforeSave(values: AssetValues, existingId: string | null): Promise<void> {
  let answer: Awaited<ReturnType<typeof postValidate>>;
  try {
    answer = await postValidate(values, existingId);
  } catch (error) {
    throw new Error(
      validationServiceErrorMessage(errorMessage(error, 'the validation service did not answer')),
    );
  }
  if (!answer.valid) throw new AssetValidationError(answer.errors);
}

function postValidate(values: AssetValues, existingId: string | null) {
  return api.post(
    '/api/assets/validate',
    { asset_data: values, is_edit: existingId !== null, existing_asset_id: existingId },
    { schema: assetValidateResponseSchema },
  );
}

export async function createAsset({
  values,
  placement = {},
}: {
  values: AssetValues;
  /** Where the asset is and what it is part of (ids); the validation service checks the fields only. */
  placement?: AssetPlacement;
}): Promise<Asset> {
  await validateBeforeSave(values, null);
  return api.post('/api/assets', { ...values, ...placement }, { schema: assetSchema });
}

/** Validates the whole asset as it will be, then sends only the changed fields (spec §7). */
export async function updateAsset({
  id,
  values,
  changes,
}: {
  id: string;
  values: AssetValues;
  changes: Partial<AssetValues> & AssetPlacement;
}): Promise<Asset> {
  await validateBeforeSave(values, id);
  return api.patch(`/api/assets/${id}`, changes, { schema: assetSchema });
}

export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAsset,
    onSuccess: (asset) => {
      queryClient.setQueryData(assetKeys.detail(asset.id), asset);
      return refreshUnlessLive(queryClient, assetKeys.all);
    },
  });
}

export function useUpdateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAsset,
    onSuccess: (asset) => {
      queryClient.setQueryData(assetKeys.detail(asset.id), asset);
      return refreshUnlessLive(queryClient, assetKeys.all);
    },
  });
}
